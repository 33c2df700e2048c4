import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { resendVerification } from '../api/recovery.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

setupFakeApi();

describe('VerifyEmailPage', () => {
  it('resends to the address of the URL, then waits out the minute', async () => {
    renderWithProviders(<VerifyEmailPage />, { initialEntry: '/verify?email=client%40demo.com' });
    expect(screen.getByText(/client@demo\.com/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByTestId('verify-sent')).toBeInTheDocument();
    expect(getDb().emails[0]?.subject).toBe('Verify your email address');
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("starts the countdown from the server's retryAfter when it answers too soon", async () => {
    await resendVerification('client@demo.com');
    renderWithProviders(<VerifyEmailPage />, { initialEntry: '/verify?email=client%40demo.com' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByTestId('verify-too-soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
  });

  it("without an address in the URL, uses the signed-in user's (the session cookie)", () => {
    const user = encodeURIComponent(JSON.stringify({ email: 'admin@demo.com', role: 'admin' }));
    document.cookie = `userData=${user}; path=/`;
    try {
      renderWithProviders(<VerifyEmailPage />, { initialEntry: '/verify' });
      expect(screen.getByText(/sent to .*admin@demo\.com/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    } finally {
      document.cookie = 'userData=; path=/; max-age=0';
    }
  });

  it('without an address, asks for one', async () => {
    renderWithProviders(<VerifyEmailPage />, { initialEntry: '/verify' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('verifies the account from the link once; the same link is then refused', async () => {
    await resendVerification('client@demo.com');
    const token = getDb().accountTokens.at(-1)?.token ?? '';
    const first = renderWithProviders(<VerifyEmailPage />, {
      initialEntry: `/verify?token=${token}`,
    });
    expect(await screen.findByTestId('verify-done')).toHaveTextContent('client@demo.com');
    expect(
      getDb().loginUsers.find((u) => u.email === 'client@demo.com')?.emailVerifiedAt,
    ).toBeDefined();
    first.unmount();

    renderWithProviders(<VerifyEmailPage />, { initialEntry: `/verify?token=${token}` });
    expect(await screen.findByTestId('verify-refused')).toHaveTextContent('already been used');
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });
});
