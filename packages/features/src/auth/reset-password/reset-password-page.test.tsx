import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { requestLogin } from '../api.ts';
import { requestResetLink } from '../api/recovery.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

setupFakeApi();

/** A fresh reset link of the client account, as the mail carries it. */
async function linkQuery(): Promise<string> {
  await requestResetLink('client@demo.com');
  const token = getDb().accountTokens.at(-1)?.token ?? '';
  return `?token=${token}&email=client%40demo.com`;
}

async function submit(password: string, confirm = password) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText(/^New password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm the new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('shows the address and checks the rules and the confirmation before sending', async () => {
    renderWithProviders(<ResetPasswordPage />, { initialEntry: `/reset${await linkQuery()}` });
    expect(screen.getByText(/client@demo\.com/)).toBeInTheDocument();
    await submit('short', 'other');
    expect(
      await screen.findByText('At least 8 characters', { selector: '[data-field-error] span' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
  });

  it('changes the password: the old one fails, the new one signs in; the link then is refused', async () => {
    const query = await linkQuery();
    const first = renderWithProviders(<ResetPasswordPage />, { initialEntry: `/reset${query}` });
    await submit('Client2026');
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    expect('error' in (await requestLogin({ email: 'client@demo.com', password: 'client' }))).toBe(
      true,
    );
    expect(
      'data' in (await requestLogin({ email: 'client@demo.com', password: 'Client2026' })),
    ).toBe(true);
    first.unmount();

    renderWithProviders(<ResetPasswordPage />, { initialEntry: `/reset${query}` });
    await submit('Another2026');
    const refused = await screen.findByTestId('reset-link-refused');
    expect(refused).toHaveTextContent('already been used');
    expect(refused).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/pages/authentication/forgot-password-v1',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Another2026');
  });

  it('without a token in the URL, says where the page opens from', () => {
    renderWithProviders(<ResetPasswordPage look="v2" />, { initialEntry: '/reset' });
    expect(screen.getByTestId('reset-link-refused')).toHaveTextContent('link in the reset mail');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/pages/authentication/forgot-password-v2',
    );
  });
});
