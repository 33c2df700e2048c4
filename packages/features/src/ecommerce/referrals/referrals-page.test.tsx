import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { parseMoney } from '../../shared/index.ts';
import { loadedRows, renderWithUrl, urlSearch as search } from '../../test/render-list-page.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { ReferralsPage } from './referrals-page.tsx';
import { href } from '../routes.ts';

setupFakeApi();
// Patience limits for a shared, slow machine; no assertion depends on timing.
configure({ asyncUtilTimeout: 15_000 });

const PATH = href('ecommerce.referrals');

const renderPage = (entry = PATH) => renderWithUrl(<ReferralsPage />, entry, PATH);
const rows = () => loadedRows('Referred users');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReferralsPage', { timeout: 60_000 }, () => {
  it('shows stat cards computed from the stored referrals', async () => {
    renderPage();
    const signups = await screen.findByTestId('referral-stat-signups');
    expect(signups).toHaveTextContent('45');
    const unpaid = getDb()
      .referrals.filter((r) => r.status === 'Unpaid')
      .reduce((a, r) => a + parseMoney(r.earning), 0);
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(screen.getByTestId('referral-stat-unpaid')).toHaveTextContent(money.format(unpaid));
  });

  it('sorts by earnings on the server, with the sort in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await rows();
    await user.click(screen.getByRole('button', { name: /Earnings/ }));
    await waitFor(() => expect(search()).toContain('sortBy=earning&orderBy=asc'));
    const lowest = [...getDb().referrals].sort(
      (a, b) => parseMoney(a.earning) - parseMoney(b.earning),
    )[0];
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(lowest?.user ?? ''));
  });

  it('pages through the referrals', async () => {
    const user = userEvent.setup();
    renderPage(`${PATH}?page=5`);
    // 45 referrals, 10 a page: the fifth page has the last five.
    expect(await rows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(search()).toContain('page=4'));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
  });

  it('validates the invitation email, then sends it', async () => {
    const user = userEvent.setup();
    renderPage();
    const email = await screen.findByRole('textbox', { name: "Friend's email" });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    await user.click(send);
    expect(await screen.findByText('Enter an email address')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    await user.click(send);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'friend@example.com');
    await user.click(send);
    expect(await screen.findByText('Invitation sent to friend@example.com')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('copies the referral link with the Clipboard API', async () => {
    const user = userEvent.setup();
    renderPage();
    const link = await screen.findByRole('textbox', { name: 'Referral link' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith((link as HTMLInputElement).value);
    expect((link as HTMLInputElement).value).toMatch(/^https:\/\//);
    expect(await screen.findByText('Referral link copied')).toBeInTheDocument();
  });

  it('falls back to the legacy copy, and says so when that is blocked too', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('textbox', { name: 'Referral link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const exec = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Referral link copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Copying is blocked here/)).toBeInTheDocument();
    expect(exec).toHaveBeenCalledWith('copy');
  });
});
