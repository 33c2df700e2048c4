import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, permissionsHandlers } from '@atrium/mocks';

import { listChecks, listPageStories } from '../../test/list-stories.ts';
import { href } from '../routes.ts';
import { PermissionListPage } from './permission-list-page.tsx';

const kit = listPageStories(PermissionListPage, {
  path: href('permissions'),
  domain: 'permissions',
  handlers: permissionsHandlers,
  endpoint: '*/api/apps/permissions',
  emptyBody: { permissions: [], totalPermissions: 0 },
});
const { states } = kit;

const meta = {
  title: 'Features/Users/Permissions/PermissionListPage',
  ...kit.meta,
} satisfies Meta<typeof PermissionListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const firstCells = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);

/** The seeded permissions; typing narrows them as typed. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(getDb().permissions[0]?.name ?? '');
    await userEvent.type(listChecks.searchBox(canvasElement), 'billing');
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['Manage Billing & Roles']), {
      timeout: 4000,
    });
  },
};

export const Empty: Story = states.empty;
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The add or edit dialog's form, once open. */
async function openForm(canvasElement: HTMLElement, open: () => Promise<void>) {
  await open();
  const form = await body(canvasElement).findByTestId('permission-form');
  const name = form.querySelector<HTMLInputElement>('input[name="name"]');
  if (!name) throw new Error('No name field');
  return { form, name, save: body(canvasElement).getByTestId('permission-save') };
}

const openAdd = (canvasElement: HTMLElement) =>
  openForm(canvasElement, async () => {
    await userEvent.click(await within(canvasElement).findByTestId('permission-add'));
  });

/** Opens the row menu of permission `id` and picks `item` (a test id). */
async function rowMenu(canvasElement: HTMLElement, id: number, item: string) {
  await userEvent.click(await within(canvasElement).findByTestId(`permission-actions-${id}`));
  return body(canvasElement).findByTestId(item);
}

const openEdit = (canvasElement: HTMLElement, id: number) =>
  openForm(canvasElement, async () => {
    await userEvent.click(await rowMenu(canvasElement, id, 'permission-edit'));
  });

/** The name field shows an error (the fake API's refusal, in the screen's language). */
const refused = (name: HTMLInputElement) =>
  waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));

/** Add: a name already taken is refused under the field by the fake API (the dialog stays open). */
export const AddWithTakenName: Story = {
  play: async ({ canvasElement }) => {
    const { name, save } = await openAdd(canvasElement);
    await userEvent.type(name, 'management');
    await userEvent.click(save);
    await refused(name);
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** Add: a new name with a role saves, closes the dialog and shows in the list. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const { form, name, save } = await openAdd(canvasElement);
    await userEvent.type(name, 'Export Reports');
    await userEvent.click(within(form).getByRole('combobox'));
    const options = await body(canvasElement).findAllByRole('option');
    await userEvent.click(options[3] as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(save);
    await waitFor(() => expect(body(canvasElement).queryByTestId('permission-form')).toBeNull());
    await waitFor(() => expect(firstCells(canvasElement)).toContain('Export Reports'));
    await expect(getDb().permissions.at(-1)).toMatchObject({
      name: 'Export Reports',
      assignedTo: ['support'],
    });
  },
};

/** Edit: the dialog starts from the stored permission; renaming it to a taken name is refused. */
export const EditWithTakenName: Story = {
  play: async ({ canvasElement }) => {
    const { name, save } = await openEdit(canvasElement, 7);
    await expect(name).toHaveValue('Only View');
    await userEvent.clear(name);
    await userEvent.type(name, 'Project Planning');
    await userEvent.click(save);
    await refused(name);
  },
};

/** Edit: a new name saves and replaces the old one in the list. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const { name, save } = await openEdit(canvasElement, 7);
    await userEvent.clear(name);
    await userEvent.type(name, 'Read Only');
    await userEvent.click(save);
    await waitFor(() => expect(firstCells(canvasElement)).toContain('Read Only'));
    await expect(firstCells(canvasElement)).not.toContain('Only View');
  },
};

/** Delete after the confirm: the row leaves at once; Undo brings it back and nothing is sent. */
export const DeleteWithUndo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await rowMenu(canvasElement, 4, 'permission-delete'));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(firstCells(canvasElement)).not.toContain('Project Planning'));
    // The confirm is gone and the page takes pointer events again before Undo is clicked.
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(getComputedStyle(canvasElement.ownerDocument.body).pointerEvents).not.toBe('none'),
    );
    const undo = await waitFor(() => {
      const button = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-toast-action]');
      if (!button) throw new Error('No Undo toast');
      return button;
    });
    await userEvent.click(undo);
    await waitFor(() => expect(firstCells(canvasElement)).toContain('Project Planning'));
    await expect(getDb().permissions.some((p) => p.id === 4)).toBe(true);
  },
};

/** The three core permissions carry the core mark (their Delete: PermissionRowActions). */
export const CorePermissions: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-testid="core-mark"]')).toHaveLength(3),
    );
    const remove = await rowMenu(canvasElement, 1, 'permission-delete');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    // Closed again: the open menu hides the table from assistive technology (the axe check).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** A user who may only read roles: the list, without Add nor the row menus. */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'Role' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(firstCells(canvasElement)).toHaveLength(9));
    await expect(within(canvasElement).queryByTestId('permission-add')).toBeNull();
    await expect(canvasElement.querySelector('[data-testid^="permission-actions-"]')).toBeNull();
  },
};
