import { screen } from '@testing-library/react';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../../test/render.tsx';
import { pagesPaths } from '../../routes.ts';
import { AccountSettingsPage } from '../account-settings-page.tsx';
import { accountTabPath, type AccountTab } from '../account-settings-path.ts';
import { signedInStore } from './signed-in-store.ts';

/** The sign-in record of the seeded user `id` (the admin, John Doe, by default). */
export const loginUser = (id = 1) => getDb().loginUsers.find((u) => u.id === id);

/** What the fake API stores for the signed-in user `id`: the account settings' own record. */
export function recordOf(id = 1) {
  const record = getDb().signedInAccounts.find((r) => r.userId === id);
  if (!record) throw new Error(`No signed-in account for user ${id}`);
  return record;
}

/** The page on `tab`, signed in as the admin, once the element with `readyTestId` is drawn. */
export async function openAccountTab(tab: AccountTab, readyTestId: string) {
  renderWithProviders(<AccountSettingsPage />, {
    initialEntry: accountTabPath(tab),
    path: pagesPaths.accountSettings,
    store: signedInStore(1),
  });
  return screen.findByTestId(readyTestId);
}
