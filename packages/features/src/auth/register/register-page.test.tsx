import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import type { SignedIn } from '../finish-sign-in.ts';
import { RegisterPage } from './register-page.tsx';
import { withFinishSignIn } from './test/sign-in-story.tsx';

const server = setupFakeApi();
const Register = withFinishSignIn(RegisterPage);

function renderRegister() {
  const onFinishSignIn = vi.fn<(answer: SignedIn) => Promise<void>>(() => Promise.resolve());
  renderWithProviders(<Register look="v1" onFinishSignIn={onFinishSignIn} />);
  return onFinishSignIn;
}

async function fill(values: { username: string; email: string; password: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), values.username);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('RegisterPage', () => {
  it('creates the account and hands its sign-in to the app', async () => {
    const onFinishSignIn = renderRegister();
    await fill({ username: 'nora.k', email: 'nora@example.com', password: 'Secret123' });
    await vi.waitFor(() => expect(onFinishSignIn).toHaveBeenCalledTimes(1));
    const [answer] = onFinishSignIn.mock.calls[0] ?? [];
    expect(answer?.userData).toMatchObject({ username: 'nora.k', role: 'subscriber' });
    expect(answer?.userAbilityRules).toEqual([
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'Profile' },
    ]);
    expect(answer?.remember).toBe(true);
  });

  it('shows a taken email and username under their fields, keeps the input and focuses the first', async () => {
    const onFinishSignIn = renderRegister();
    await fill({ username: 'JohnDoe', email: 'Admin@demo.com', password: 'Secret123' });
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Admin@demo.com');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('Secret123');
    expect(onFinishSignIn).not.toHaveBeenCalled();
  });

  it('checks every field before sending and marks the password rules as typed', async () => {
    const onFinishSignIn = renderRegister();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcdefgh1');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter a username')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Accept the privacy policy and terms to continue')).toBeInTheDocument();
    expect(onFinishSignIn).not.toHaveBeenCalled();
  });

  it('says so above the form when the server fails, keeping the input', async () => {
    server.use(http.post('*/api/auth/register', () => HttpResponse.json({}, { status: 500 })));
    renderRegister();
    await fill({ username: 'nora.k', email: 'nora@example.com', password: 'Secret123' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be created');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('nora.k');
  });
});
