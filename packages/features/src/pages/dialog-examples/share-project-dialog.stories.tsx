import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { ShareProjectDialog } from './share-project-dialog.tsx';
import {
  dialogMeta,
  dialogOf,
  expectClosed,
  expectInvalid,
  type InDialog,
} from './test/dialog-stories.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/ShareProjectDialog',
  ...dialogMeta(ShareProjectDialog),
} satisfies Meta<typeof ShareProjectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = async (inDialog: InDialog) =>
  within(await inDialog.findByTestId('share-people', {}, patient)).findAllByRole('listitem');

/** The first project's people, each with their permission. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await expect(await people(inDialog)).toHaveLength(4);
  },
};

/**
 * A wrong address stays typed with its message; without an owner the list is refused, and
 * nothing is stored.
 */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    const [owner] = await people(inDialog);
    const input = inDialog.getByTestId('share-invite');
    await userEvent.type(input, 'not-an-email{Enter}');
    await expectInvalid(input);
    await expect(input).toHaveValue('not-an-email');
    await userEvent.clear(input);
    if (!owner) throw new Error('No owner row');
    // The owner's row ends with its remove button.
    const buttons = within(owner).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await userEvent.click(inDialog.getByTestId('share-form-submit'));
    await expect(await inDialog.findByTestId('share-members-error', {}, patient)).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(getDb().dialogExamples.shares[0]?.members).toHaveLength(4);
  },
};

/** Two addresses typed with a comma become chips; Share stores them with the project. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await people(inDialog);
    await userEvent.type(inDialog.getByTestId('share-invite'), 'ana@shop.test, li@shop.test,');
    await expect(
      within(inDialog.getByTestId('share-invites')).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.click(inDialog.getByTestId('share-form-submit'));
    await expectClosed(args);
    await waitFor(() =>
      expect(getDb().dialogExamples.shares[0]?.members.map((m) => m.email)).toContain(
        'li@shop.test',
      ),
    );
  },
};
