import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { configureMocks, fixedNow, getDb, resetMocksConfig } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { FinishSignInContext, type FinishSignIn } from '../finish-sign-in.ts';
import { TwoStepsPage } from './two-steps-page.tsx';
import { CountdownClockContext } from './use-countdown.ts';

const server = setupFakeApi();

/** The page's countdowns and the fake API read this clock; tests move it on. */
let now = fixedNow.getTime();
const pageClock = () => now;

function renderPage(email?: string, language: 'en' | 'fr' = 'en') {
  const finish = vi.fn<FinishSignIn>(() => Promise.resolve());
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  now = fixedNow.getTime();
  renderWithProviders(
    <CountdownClockContext.Provider value={pageClock}>
      <FinishSignInContext.Provider value={finish}>
        <TwoStepsPage look="v2" />
      </FinishSignInContext.Provider>
    </CountdownClockContext.Provider>,
    { initialEntry: `/pages/authentication/two-steps-v2${query}`, language },
  );
  return { finish, user: userEvent.setup() };
}

/** The code the fake API delivered, read from the newest mail as the admin would. */
function deliveredCode(): string {
  const code = /\b(\d{6})\b/.exec(getDb().emails[0]?.subject ?? '')?.[1];
  if (!code) throw new Error('no code delivered');
  return code;
}

const digits = () => within(screen.getByRole('group', { name: /6-digit security code/ }));
const verifyButton = () => screen.getByRole('button', { name: 'Verify my account' });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(digits().getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

describe('TwoStepsPage', () => {
  it('sends a code to the account of the URL and says where, masked', async () => {
    renderPage('client@demo.com');
    const sentTo = await screen.findByText('cl•••@demo.com');
    expect(sentTo.parentElement).toHaveTextContent(
      'We sent a verification code to cl•••@demo.com. Type it below.',
    );
    expect(sentTo).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/authentication/login-v2',
    );
    expect(getDb().emails[0]).toMatchObject({
      folder: 'inbox',
      to: [{ email: 'client@demo.com' }],
    });
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('signs the demo admin in with the delivered code', async () => {
    const { finish, user } = renderPage();
    await screen.findByText('ad•••@demo.com');
    await typeCode(user, deliveredCode());
    await user.click(verifyButton());
    await vi.waitFor(() => expect(finish).toHaveBeenCalledTimes(1));
    expect(finish.mock.calls[0]?.[0]).toMatchObject({
      remember: true,
      userData: { email: 'admin@demo.com', role: 'admin' },
    });
    expect(screen.getByText('Verified. Signing you in…')).toBeInTheDocument();
  });

  it('shows the server’s message under the boxes for a wrong code and keeps it as typed', async () => {
    const { finish, user } = renderPage();
    await screen.findByText('ad•••@demo.com');
    const wrong = deliveredCode() === '000000' ? '111111' : '000000';
    await typeCode(user, wrong);
    await user.click(verifyButton());
    const box = digits().getByRole('textbox', { name: 'Digit 1 of 6' });
    await vi.waitFor(() =>
      expect(box).toHaveAccessibleDescription('This code is not right. Check it and try again.'),
    );
    expect(box).toHaveValue(wrong[0]);
    expect(finish).not.toHaveBeenCalled();
  });

  it('locks after five wrong codes, with the time left, and no more tries until then', async () => {
    const { user } = renderPage();
    await screen.findByText('ad•••@demo.com');
    const wrong = deliveredCode() === '000000' ? '111111' : '000000';
    await typeCode(user, wrong);
    for (let i = 0; i < 5; i += 1) {
      await user.click(verifyButton());
      await vi.waitFor(() => expect(verifyButton()).not.toHaveAttribute('aria-busy', 'true'));
    }
    expect(await screen.findByText('Too many wrong codes')).toBeInTheDocument();
    expect(screen.getByText('For your security, try again in 60 s.')).toBeInTheDocument();
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'true');
    expect(digits().getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  });

  it('offers a retry when the code could not be sent', async () => {
    server.use(
      http.post('*/api/auth/two-steps/send', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The code could not be sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ad•••@demo.com')).toBeInTheDocument();
    expect(screen.queryByText('The code could not be sent')).not.toBeInTheDocument();
  });

  it('offers a new code once the minute is over, and says it went out', async () => {
    const { user } = renderPage();
    await screen.findByText('ad•••@demo.com');
    const first = deliveredCode();
    now += 30_000;
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    now += 30_000;
    configureMocks({ clock: () => new Date(now) });
    try {
      await user.click(await screen.findByRole('button', { name: 'Resend' }));
      expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
      expect(deliveredCode()).not.toBe(first);
      expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
    } finally {
      resetMocksConfig();
    }
  });

  it('shows a message the fake API gives in the visitor’s language', async () => {
    const { user } = renderPage(undefined, 'fr');
    await screen.findByText('ad•••@demo.com');
    await user.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
    await user.paste(deliveredCode() === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier mon compte' }));
    expect(
      await screen.findByText("Ce code n'est pas le bon. Vérifiez-le et réessayez."),
    ).toBeInTheDocument();
  });
});
