import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { LoginPage } from './login-page.tsx';

const server = setupFakeApi();

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('offers the way to a new password and to a new account', () => {
    renderWithProviders(<LoginPage onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('validates before sending anything', async () => {
    renderWithProviders(<LoginPage onSignedIn={vi.fn()} />);
    await fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('updates the messages as the user corrects the fields, and focuses the first wrong one', async () => {
    renderWithProviders(<LoginPage onSignedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.com');
    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('shows the server error under the email field and keeps what was typed', async () => {
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    await fillAndSubmit('admin@demo.com', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("falls back to 'Something went wrong' when the failure has no message", async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<LoginPage onSignedIn={vi.fn()} />);
    await fillAndSubmit('admin@demo.com', 'admin');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('hands the session to the app on success', async () => {
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    await fillAndSubmit('client@demo.com', 'client');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [result] = onSignedIn.mock.calls[0] as [
      {
        userData: { role: string };
        accessToken: string;
        userAbilityRules: unknown[];
        remember: boolean;
      },
    ];
    expect(result.userData.role).toBe('client');
    expect(result.accessToken).toMatch(/\S/);
    expect(result.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(result.remember).toBe(true);
  });
});
