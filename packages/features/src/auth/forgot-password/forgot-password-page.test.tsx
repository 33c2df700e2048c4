import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const server = setupFakeApi();

async function ask(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('checks the address before sending, and focuses the field', async () => {
    renderWithProviders(<ForgotPasswordPage />);
    await ask('');
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await ask('nope');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('says the same for an account and an unknown address; only the account gets a mail', async () => {
    const mails = getDb().emails.length;
    const known = renderWithProviders(<ForgotPasswordPage />);
    await ask('client@demo.com');
    const knownText = (await screen.findByTestId('reset-sent')).textContent;
    expect(getDb().emails).toHaveLength(mails + 1);
    expect(getDb().emails[0]?.subject).toBe('Reset your password');
    known.unmount();

    renderWithProviders(<ForgotPasswordPage />);
    await ask('nobody@demo.com');
    const unknownText = (await screen.findByTestId('reset-sent')).textContent;
    expect(unknownText?.replace('nobody@demo.com', '*')).toBe(
      knownText?.replace('client@demo.com', '*'),
    );
    expect(getDb().emails).toHaveLength(mails + 1);
    expect(screen.getByText(/admin@demo\.com/)).toBeInTheDocument();
  });

  it('reports a failure inline and keeps the address', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithProviders(<ForgotPasswordPage />);
    await ask('client@demo.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@demo.com');
  });
});
