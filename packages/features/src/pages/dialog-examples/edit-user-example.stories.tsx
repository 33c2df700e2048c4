import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { EditUserExample } from './edit-user-example.tsx';
import { dialogMeta, dialogOf, expectClosed, expectInvalid } from './test/dialog-stories.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/EditUserExample',
  ...dialogMeta(EditUserExample),
} satisfies Meta<typeof EditUserExample>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameField = async (canvasElement: HTMLElement) => {
  const { dialog } = await dialogOf(canvasElement);
  await waitFor(() => {
    if (!dialog.ownerDocument.querySelector('[data-testid="user-edit-form"]')) throw new Error();
  }, patient);
  const form = dialog.ownerDocument.querySelector('[data-testid="user-edit-form"]');
  const input = form?.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('No name field');
  return input;
};

/** The first user of the list, in the user view's edit dialog. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = await nameField(canvasElement);
    await expect(input).toHaveValue(getDb().users[0]?.fullName);
  },
};

/** An empty name is refused and nothing is stored. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const input = await nameField(canvasElement);
    const before = getDb().users[0]?.fullName;
    await userEvent.clear(input);
    await userEvent.click(
      canvasElement.ownerDocument.querySelector(
        '[data-testid="user-edit-form-submit"]',
      ) as HTMLElement,
    );
    await expectInvalid(input);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(getDb().users[0]?.fullName).toBe(before);
  },
};

/** A new name is stored on the user and the dialog closes. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const input = await nameField(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'Galen Slixby Junior');
    await userEvent.click(
      canvasElement.ownerDocument.querySelector(
        '[data-testid="user-edit-form-submit"]',
      ) as HTMLElement,
    );
    await expectClosed(args);
    await waitFor(() => expect(getDb().users[0]?.fullName).toBe('Galen Slixby Junior'));
  },
};
