import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { RoleDialog } from './role-dialog.tsx';
import { expectChecked, matrixBox, patient, roleDialog, seededRole } from './test/story-roles.ts';

const meta = {
  title: 'Features/Users/Roles/RoleDialog',
  component: RoleDialog,
  parameters: { layout: 'padded' },
  args: { role: null, open: true, onOpenChange: fn() },
} satisfies Meta<typeof RoleDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const nameField = (dialog: HTMLElement) => within(dialog).getByTestId('role-name');

/** Adding a role: an empty name is refused; a named role with one box is created. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = await roleDialog();
    await userEvent.click(within(dialog).getByTestId('role-save'));
    await waitFor(() => expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true'), patient);
    await userEvent.type(nameField(dialog), 'Auditor');
    await userEvent.click(matrixBox(dialog, 'Invoice', 0));
    await userEvent.click(within(dialog).getByTestId('role-save'));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), patient);
    const created = getDb().roles.find((r) => r.name === 'Auditor');
    await expect(created?.permissions.find((p) => p.subject === 'Invoice')).toEqual({
      subject: 'Invoice',
      read: true,
      write: false,
      create: false,
    });
  },
};

/** Editing the manager role: its name and its matrix as stored. */
export const Edit: Story = {
  args: { role: seededRole('manager') },
  play: async () => {
    const dialog = await roleDialog();
    await expect(nameField(dialog)).toHaveValue('manager');
    await expectChecked(matrixBox(dialog, 'Ecommerce', 2), 'true');
    await expectChecked(matrixBox(dialog, 'AclDemo', 0), 'false');
  },
};

/** A taken name (in another case) is refused under the field; what was typed stays. */
export const TakenName: Story = {
  args: { role: seededRole('users') },
  play: async ({ args }) => {
    const dialog = await roleDialog();
    await userEvent.clear(nameField(dialog));
    await userEvent.type(nameField(dialog), 'Support');
    await userEvent.click(matrixBox(dialog, 'Logistics', 0));
    await userEvent.click(within(dialog).getByTestId('role-save'));
    await waitFor(() => expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(nameField(dialog)).toHaveValue('Support');
    await expectChecked(matrixBox(dialog, 'Logistics', 0), 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(getDb().roles.find((r) => r.id === 3)?.name).toBe('users');
  },
};
