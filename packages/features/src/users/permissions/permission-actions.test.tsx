import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import type { AbilityRule } from '../../shared/access/index.ts';
import { UNDO_WINDOW_MS } from '../../shared/index.ts';
import { setupFakeApi } from '../../test/msw-server.ts';
import { loadedRows } from '../../test/render-list-page.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { href } from '../routes.ts';
import { PermissionListPage } from './permission-list-page.tsx';

setupFakeApi();
afterEach(() => vi.useRealTimers());

function renderPage(rules?: AbilityRule[], initialEntry = href('permissions')) {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<PermissionListPage />, { initialEntry, rules }) };
}

const names = async () =>
  (await loadedRows('Permissions')).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const inDb = (name: string) => getDb().permissions.find((p) => p.name === name);
const actionsFor = (name: string) => screen.findByRole('button', { name: `Actions for ${name}` });

describe('PermissionListPage actions', { timeout: 60_000 }, () => {
  it('adds a permission, refusing a taken name under the field', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add permission' });
    const name = within(dialog).getByRole('textbox', { name: /Permission name/ });
    await user.type(name, 'management');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A permission with this name already exists.'),
    ).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.clear(name);
    await user.type(name, 'Export Reports');
    await user.click(within(dialog).getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('switch', { name: /Core permission/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Export Reports added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inDb('Export Reports')).toMatchObject({ assignedTo: ['support'], core: true });
    await waitFor(async () => expect(await names()).toContain('Export Reports'));
  });

  it('edits a permission: its name and roles', async () => {
    const { user } = renderPage();
    await user.click(await actionsFor('Only View'));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit permission' });
    const name = within(dialog).getByRole('textbox', { name: /Permission name/ });
    expect(name).toHaveValue('Only View');
    await user.clear(name);
    await user.type(name, 'Read Only');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Restricted user' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Read Only saved.')).toBeInTheDocument();
    expect(getDb().permissions[6]).toMatchObject({
      name: 'Read Only',
      assignedTo: ['administrator'],
    });
    await waitFor(async () => expect(await names()).toContain('Read Only'));
  });

  it('deletes after a confirm, Undo brings the row back, and the window end sends the DELETE', async () => {
    const { user } = renderPage();
    await user.click(await actionsFor('Project Planning'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Project Planning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await names()).not.toContain('Project Planning'));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await names()).toContain('Project Planning'));
    expect(inDb('Project Planning')).toBeDefined();

    await user.click(await actionsFor('Project Planning'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await waitFor(() => expect(inDb('Project Planning')).toBeUndefined());
  });

  it('marks core permissions and does not offer to delete them', async () => {
    const { user } = renderPage();
    const rows = await loadedRows('Permissions');
    const core = rows.filter((row) => within(row).queryByRole('img', { name: 'Core permission' }));
    expect(core.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
    ]);
    await user.click(await actionsFor('Management'));
    const remove = await screen.findByRole('menuitem', { name: /Delete/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent('Core permissions cannot be deleted.');
  });

  it('links each assigned role to the roles screen filtered on it', async () => {
    renderPage();
    const [management] = await loadedRows('Permissions');
    expect(
      within(management as HTMLElement).getByRole('link', { name: /Administrator/ }),
    ).toHaveAttribute('href', '/apps/roles?role=administrator');
  });

  it('searches on the start of a role name', async () => {
    renderPage(undefined, `${href('permissions')}?q=restr`);
    await waitFor(async () => expect(await names()).toEqual(['Only View']));
  });

  it('shows a read-only user the list without add, edit or delete', async () => {
    renderPage([{ action: 'read', subject: 'Role' }]);
    await waitFor(async () => expect((await names()).length).toBe(9));
    expect(screen.queryByRole('button', { name: 'Add permission' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('lets a user allowed to update but not create edit rows without adding', async () => {
    renderPage([{ action: ['read', 'update'], subject: 'Role' }]);
    expect(await actionsFor('Management')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add permission' })).toBeNull();
  });
});
