import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { loadedRows, renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { href } from '../routes.ts';
import { RolesPage } from './roles-page.tsx';

setupFakeApi();

const renderPage = (initialEntry = href('roles')) => renderWithUrl(<RolesPage />, initialEntry);

const accountNames = async () =>
  (await loadedRows('Accounts and their roles')).map(
    (row) => within(row).getAllByRole('cell')[0]?.textContent ?? '',
  );

describe('RolesPage', { timeout: 60_000 }, () => {
  it('shows each role with the number of accounts holding it', async () => {
    renderPage();
    const support = await screen.findByTestId('role-card-4', {}, { timeout: 10_000 });
    expect(within(support).getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    const holders = getDb().loginUsers.filter((u) => u.roleId === 4).length;
    expect(within(support).getByTestId('role-users')).toHaveTextContent(`${holders} accounts`);
  });

  it('filters the accounts by the role in the URL, and searches them as typed', async () => {
    const user = userEvent.setup();
    renderPage(`${href('roles')}?role=support`);
    await waitFor(async () => expect(await accountNames()).toHaveLength(4));
    expect((await accountNames()).join()).toContain('Sasha Support');
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'ivy');
    await waitFor(async () =>
      expect(await accountNames()).toEqual(['ICIvy Chenivy.chen@atrium.shop']),
    );
    await waitFor(() => expect(urlSearch()).toContain('q=ivy'));
    expect(urlSearch()).toContain('role=support');
  });

  it('lets a reader look at a role without adding, editing or saving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { rules: [{ action: 'read', subject: 'Role' }] });
    const card = await screen.findByTestId('role-card-1', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Add role' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'View role' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    const box = within(dialog).getByRole('checkbox', { name: 'Read: Email' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
  });

  it('offers delete only for a role nobody holds, and deletes it after a confirm', async () => {
    const user = userEvent.setup();
    getDb().roles.push({ id: 6, name: 'Auditor', permissions: [] });
    renderPage();
    await user.click(
      within(await screen.findByTestId('role-card-6', {}, { timeout: 10_000 })).getByRole(
        'button',
        { name: 'Edit role' },
      ),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete role' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('role-card-6')).toBeNull());
    expect(getDb().roles.some((r) => r.id === 6)).toBe(false);
    await user.click(
      within(screen.getByTestId('role-card-1')).getByRole('button', { name: 'Edit role' }),
    );
    expect(
      within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Delete role' }),
    ).toBeNull();
  });
});
