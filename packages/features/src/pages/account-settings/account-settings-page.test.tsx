import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { pagesPaths } from '../routes.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';
import { accountTabPath, type AccountTab } from './account-settings-path.ts';
import { loginUser, openAccountTab, recordOf } from './test/open-account-tab.tsx';
import { signedInStore } from './test/signed-in-store.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const open = (tab: AccountTab) =>
  openAccountTab(tab, `settings-form-${tab === 'security' ? 'password' : tab}`);

const saveButton = () => screen.getByTestId('settings-save');

describe('AccountSettingsPage', { timeout: 40_000 }, () => {
  it('saves the profile into the sign-in record', async () => {
    const user = userEvent.setup();
    await open('account');
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue(loginUser()?.fullName);
    await user.clear(name);
    await user.type(name, 'Johnny Settings');
    await user.click(saveButton());
    await screen.findByText('Your changes were saved.');
    expect(loginUser()?.fullName).toBe('Johnny Settings');
  });

  it('asks before leaving a changed profile: Keep editing stays, Discard changes leaves', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: pagesPaths.accountSettings, element: <AccountSettingsPage /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      { initialEntry: accountTabPath('account'), store: signedInStore(1) },
    );
    await screen.findByTestId('settings-form-account');
    const name = screen.getByRole('textbox', { name: /Full name/ });
    const stored = loginUser()?.fullName;
    await user.clear(name);
    await user.type(name, 'Not saved');
    void router.navigate('/elsewhere');
    const prompt = within(await screen.findByRole('alertdialog'));
    expect(prompt.getByText('Discard unsaved changes?')).toBeVisible();
    await user.click(prompt.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Not saved');

    void router.navigate('/elsewhere');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(loginUser()?.fullName).toBe(stored);
  });

  it('keeps a refused profile as typed, the field marked', async () => {
    const user = userEvent.setup();
    await open('account');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    // Another account's address: only the fake API knows it is taken.
    await user.type(email, 'client@demo.com');
    await user.click(saveButton());
    expect(await screen.findByText('Another account already uses this email.')).toBeVisible();
    expect(email).toHaveValue('client@demo.com');
    expect(loginUser()?.email).toBe('admin@demo.com');
  });

  it('refuses a picture over 800 KB before sending it', async () => {
    const user = userEvent.setup();
    await open('account');
    const big = new File([new Uint8Array(900 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('avatar-input'), big);
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('larger than 800 KB');
  });

  it('changes the password only with the right current one', async () => {
    const user = userEvent.setup();
    await open('security');
    const form = within(screen.getByTestId('settings-form-password'));
    await user.type(form.getByLabelText(/Current password/), 'wrong');
    await user.type(form.getByLabelText(/^New password/), 'Secret123');
    await user.type(form.getByLabelText(/Confirm new password/), 'Secret123');
    await user.click(form.getByTestId('settings-save'));
    expect(await form.findByText('The current password is not right.')).toBeVisible();
    await user.clear(form.getByLabelText(/Current password/));
    await user.type(form.getByLabelText(/Current password/), 'admin');
    await user.click(form.getByTestId('settings-save'));
    await screen.findByText('Your changes were saved.');
    expect(loginUser()?.password).toBe('Secret123');
  });

  it('saves the notification grid', async () => {
    const user = userEvent.setup();
    await open('notification');
    await user.click(screen.getByTestId('notify-newForYou-app'));
    await user.click(saveButton());
    await screen.findByText('Your changes were saved.');
    const record = recordOf();
    await waitFor(() => expect(record?.notificationPreferences.newForYou.app).toBe(true));
  });

  it('switches a connection and saves', async () => {
    const user = userEvent.setup();
    await open('connection');
    const before = recordOf()?.socials.find((s) => s.service === 'behance')?.connected;
    await user.click(screen.getByTestId('social-behance'));
    await user.click(saveButton());
    await screen.findByText('Your changes were saved.');
    expect(recordOf()?.socials.find((s) => s.service === 'behance')?.connected).toBe(!before);
  });

  it("lists the invoices billed to the account's company, each opening its preview", async () => {
    renderWithProviders(<AccountSettingsPage />, {
      initialEntry: accountTabPath('billing-plans'),
      path: pagesPaths.accountSettings,
      store: signedInStore(1),
    });
    const history = within(await screen.findByTestId('account-billing-history'));
    const rows = await history.findAllByTestId('account-invoice');
    const company = recordOf()?.billingAddress.companyName;
    const billed = getDb().invoices.filter((i) => i.client.company === company);
    expect(billed.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(billed.length);
    const newest = [...billed].sort((a, b) => b.issuedDate.localeCompare(a.issuedDate))[0]!;
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/apps/invoice/preview/${newest.id}`,
    );
  });

  it('shows the invoice numbers as plain text to a role that may not read invoices', async () => {
    renderWithProviders(<AccountSettingsPage />, {
      initialEntry: accountTabPath('billing-plans'),
      path: pagesPaths.accountSettings,
      store: signedInStore(1),
      // A registered shopper's rules: the dashboard and the own profile, no invoices.
      rules: [
        { action: 'read', subject: 'Dashboard' },
        { action: 'read', subject: 'Profile' },
      ],
    });
    const history = within(await screen.findByTestId('account-billing-history'));
    const rows = await history.findAllByTestId('account-invoice');
    expect(rows.length).toBeGreaterThan(0);
    expect(history.queryByRole('link')).toBeNull();
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^#\d+$/);
  });
});
