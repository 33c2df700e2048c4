import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';
import type { UserDetails } from '@atrium/mocks/types';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { usersPaths } from '../routes.ts';
import { UserViewPage } from './user-view-page.tsx';
import { userViewPath, type UserTab } from './user-view-path.ts';

setupFakeApi();
configure({ asyncUtilTimeout: 8000 });

const seeded = (index: number): UserDetails => {
  const user = getDb().users[index];
  if (!user) throw new Error(`No seeded user ${index}`);
  return user;
};
const recordOf = (id: number) => {
  const record = getDb().userViews.find((v) => v.userId === id);
  if (!record) throw new Error(`No view record for user ${id}`);
  return record;
};

async function openTab(user: UserDetails, tab: UserTab) {
  renderWithProviders(<UserViewPage />, {
    initialEntry: userViewPath(user.id, tab),
    path: usersPaths['user.view'],
  });
  await screen.findByRole('heading', { level: 1, name: user.fullName });
  return userEvent.setup();
}

describe('the user view tabs save through the fake API', { timeout: 30_000 }, () => {
  it('security: a weak password is refused, a good one accepted; two-step is stored', async () => {
    const shown = seeded(1);
    const user = await openTab(shown, 'security');
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await user.type(password, 'weak');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(password);
    await user.type(password, 'Sunrise2026');
    await user.type(confirm, 'Sunrise2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(password).toHaveValue(''));
    const before = recordOf(shown.id).twoStepEnabled;
    await user.click(screen.getByTestId('two-step-switch'));
    await waitFor(() => expect(recordOf(shown.id).twoStepEnabled).toBe(!before));
    const devices = within(screen.getByTestId('user-devices')).getAllByRole('row');
    expect(devices).toHaveLength(recordOf(shown.id).devices.length + 1);
  });

  it('billing: adds a card, deletes another after a confirm, saves the address', async () => {
    const shown = seeded(2);
    const user = await openTab(shown, 'billing');
    const firstId = recordOf(shown.id).paymentMethods[0]?.id;
    await user.click(screen.getByTestId('card-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name on card/), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText(/^Card number/), '4242 4242 4242 4241');
    await user.type(within(dialog).getByLabelText(/^Expiry/), '12/30');
    await user.type(within(dialog).getByLabelText(/^Security code/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const number = within(dialog).getByLabelText(/^Card number/);
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recordOf(shown.id).paymentMethods.some((m) => m.last4 === '4242')).toBe(true);

    await user.click(screen.getByTestId(`card-delete-${firstId}`));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(recordOf(shown.id).paymentMethods.map((m) => m.id)).not.toContain(firstId),
    );

    const form = within(screen.getByTestId('billing-address-form'));
    const zip = form.getByLabelText(/^Zip code/);
    await user.clear(zip);
    await user.type(zip, '75001');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recordOf(shown.id).billingAddress.zipCode).toBe('75001'));
  });

  it('billing: cancelling the subscription after a confirm', async () => {
    const shown = seeded(3);
    const user = await openTab(shown, 'billing');
    await user.click(screen.getByTestId('plan-cancel'));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(recordOf(shown.id).cancelled).toBe(true));
    await waitFor(() =>
      expect(screen.getByTestId('plan-cancel')).toHaveAttribute('aria-disabled', 'true'),
    );
  });

  it('notifications: a ticked box is stored on Save', async () => {
    const shown = seeded(4);
    const user = await openTab(shown, 'notifications');
    const before = recordOf(shown.id).notificationPreferences.newDevice.app;
    await user.click(screen.getByTestId('notify-newDevice-app'));
    await user.click(screen.getByTestId('notifications-save'));
    await waitFor(() =>
      expect(recordOf(shown.id).notificationPreferences.newDevice.app).toBe(!before),
    );
  });

  it('connections: each switch is stored at once', async () => {
    const shown = seeded(5);
    const user = await openTab(shown, 'connections');
    const github = () => recordOf(shown.id).connections.find((c) => c.service === 'github');
    const before = github()?.connected;
    await user.click(screen.getByTestId('connection-github'));
    await waitFor(() => expect(github()?.connected).toBe(!before));
  });
});
