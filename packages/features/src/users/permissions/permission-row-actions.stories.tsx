import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { Permission } from '@atrium/mocks/types';

import { PermissionRowActions } from './permission-row-actions.tsx';

const plain: Permission = {
  id: 4,
  name: 'Project Planning',
  assignedTo: ['administrator', 'users', 'support'],
  createdDate: '14 Apr 2025, 8:43 PM',
};
const core: Permission = { ...plain, id: 1, name: 'Management', core: true };

const meta = {
  title: 'Features/Users/Permissions/PermissionRowActions',
  component: PermissionRowActions,
  parameters: { layout: 'padded' },
  args: { permission: plain, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof PermissionRowActions>;
export default meta;

type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, id: number) => {
  await userEvent.click(within(canvasElement).getByTestId(`permission-actions-${id}`));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};

/** Delete hands the permission to the page, which confirms. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, plain.id);
    await userEvent.click(within(menu).getByTestId('permission-delete'));
    await expect(args.onDelete).toHaveBeenCalledWith(plain);
  },
};

/** A core permission: Delete is disabled, with the reason under it; Edit still works. */
export const CoreDeleteRefused: Story = {
  args: { permission: core },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, core.id);
    const remove = within(menu).getByTestId('permission-delete');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    // The reason, under the item's label (in any language).
    await expect(remove.querySelector('[data-variant="caption"]')).not.toBeNull();
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Closed again: an open menu hides the page from assistive technology (the axe check).
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull(),
    );
  },
};
