import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';
import type { UserDetails } from '@atrium/mocks/types';

import type { AbilityRule } from '../../shared/access/index.ts';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { usersPaths } from '../routes.ts';
import { UserViewPage } from './user-view-page.tsx';
import { userViewPath, type UserTab } from './user-view-path.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const PATH = usersPaths['user.view'];

/** A seeded user that is not suspended (the Suspend button is live). */
const activeUser = (): UserDetails => {
  const user = getDb().users.find((u) => u.status === 'Active');
  if (!user) throw new Error('The seed has no active user');
  return user;
};
const recordOf = (id: number) => getDb().userViews.find((v) => v.userId === id);

function renderView(url: string, rules?: AbilityRule[]) {
  return renderWithProviders(<UserViewPage />, { initialEntry: url, path: PATH, rules });
}

async function openView(user: UserDetails, tab?: UserTab) {
  const result = renderView(userViewPath(user.id, tab));
  await screen.findByRole('heading', { level: 1, name: user.fullName });
  return result;
}

describe('UserViewPage', { timeout: 30_000 }, () => {
  it('shows the profile, the plan usage and the account tab by default', async () => {
    const user = activeUser();
    await openView(user);
    expect(screen.getByTestId('user-tasksDone')).toHaveTextContent(
      user.taskDone.toLocaleString('en'),
    );
    const plan = within(screen.getByTestId('plan-card'));
    const record = recordOf(user.id);
    expect(plan.getByRole('progressbar')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    const projects = within(await screen.findByTestId('user-projects'));
    for (const project of record?.projects ?? [])
      expect(projects.getByText(project.name)).toBeVisible();
    expect(within(screen.getByTestId('user-activity')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('falls back to the account tab for an unknown tab', async () => {
    const user = activeUser();
    renderView(`/apps/user/view/${user.id}/nonsense`);
    expect(await screen.findByTestId('user-projects')).toBeVisible();
  });

  it('shows the fake API’s message for an unknown id', async () => {
    renderView('/apps/user/view/999');
    const state = await screen.findByTestId('user-not-found');
    expect(within(state).getByText('User not found', { selector: 'p' })).toBeVisible();
  });

  it('edits the user: a refused email stays typed under its field, then the save goes through', async () => {
    const user = userEvent.setup();
    const shown = activeUser();
    const other = getDb().users.find((u) => u.id !== shown.id);
    await openView(shown);
    await user.click(screen.getByTestId('user-edit'));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, other?.email ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('This email is already in use.')).toBeVisible();
    expect(email).toHaveValue(other?.email);
    await user.clear(email);
    await user.type(email, 'renamed@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().users.find((u) => u.id === shown.id)?.email).toBe('renamed@example.com');
    expect(await screen.findByText('renamed@example.com')).toBeVisible();
  });

  it('suspends after a confirm, then shows the user as suspended', async () => {
    const user = userEvent.setup();
    const shown = activeUser();
    await openView(shown);
    await user.click(screen.getByTestId('user-suspend'));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend user' }));
    await waitFor(() =>
      expect(getDb().users.find((u) => u.id === shown.id)?.status).toBe('Inactive'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('user-suspend')).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByTestId('user-suspend')).toHaveTextContent('Suspended');
    expect(getDb().users.find((u) => u.id === shown.id)?.status).toBe('Inactive');
  });

  it('hides Edit, Suspend and Upgrade without update on User', async () => {
    const shown = activeUser();
    renderView(userViewPath(shown.id, 'billing'), [{ action: 'read', subject: 'User' }]);
    await screen.findByRole('heading', { level: 1, name: shown.fullName });
    expect(screen.queryByTestId('user-edit')).toBeNull();
    expect(screen.queryByTestId('user-suspend')).toBeNull();
    expect(screen.queryByTestId('plan-upgrade')).toBeNull();
    expect(screen.queryByTestId('card-add')).toBeNull();
  });

  it('upgrades the plan through a PATCH of currentPlan', async () => {
    const user = userEvent.setup();
    const shown = { ...activeUser() };
    const target = shown.currentPlan === 'enterprise' ? 'Basic' : 'Enterprise';
    await openView(shown);
    await user.click(screen.getByTestId('plan-upgrade'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${target}`) }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(() =>
      expect(getDb().users.find((u) => u.id === shown.id)?.currentPlan).toBe(target.toLowerCase()),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('plan-card')).getByText(target)).toBeVisible(),
    );
  });
});
