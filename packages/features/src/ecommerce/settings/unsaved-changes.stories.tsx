import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { SettingsDiscardDialog } from './unsaved-changes.tsx';
import { patient } from '../../test/story-handlers.ts';

const meta = {
  title: 'Features/Ecommerce/Settings/DiscardDialog',
  component: SettingsDiscardDialog,
  parameters: { layout: 'padded' },
  args: { open: true, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof SettingsDiscardDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The buttons of the dialog: Stay first, the destructive Leave last. */
async function buttons() {
  const dialog = await screen.findByRole('alertdialog', {}, patient);
  const all = within(dialog).getAllByRole('button');
  return { stay: all[0] as HTMLElement, leave: all[all.length - 1] as HTMLElement };
}

/** "Discard unsaved changes?": leaving is the destructive choice. */
export const Default: Story = {
  play: async ({ args }) => {
    const { leave } = await buttons();
    await userEvent.click(leave);
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledTimes(1), patient);
    // The confirm dialog then asks to close itself, which reports as onStay (the page's
    // handlers tolerate that); the story's `open` arg stays true, so the dialog stays up.
  },
};

/** Escape keeps the changes: the same as Stay. */
export const Stay: Story = {
  play: async ({ args }) => {
    await buttons();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onStay).toHaveBeenCalled(), patient);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
