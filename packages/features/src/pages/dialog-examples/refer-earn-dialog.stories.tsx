import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { ReferEarnDialog } from './refer-earn-dialog.tsx';
import { dialogMeta, dialogOf, expectInvalid } from './test/dialog-stories.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/ReferEarnDialog',
  ...dialogMeta(ReferEarnDialog),
} satisfies Meta<typeof ReferEarnDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How it works, the invitation and the shop's referral link. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    const link = await inDialog.findByTestId<HTMLInputElement>('refer-link', {}, patient);
    await expect(link.value).toMatch(/^https:\/\//);
  },
};

/** A wrong address is refused and stays typed. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    const email = inDialog.getByTestId('refer-email');
    await userEvent.type(email, 'friend@');
    await userEvent.click(inDialog.getByTestId('refer-form-submit'));
    await expectInvalid(email);
    await expect(email).toHaveValue('friend@');
  },
};

/** A valid address is sent through the referral call; the field empties for the next one. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    const email = inDialog.getByTestId('refer-email');
    await userEvent.type(email, 'friend@example.com');
    await userEvent.click(inDialog.getByTestId('refer-form-submit'));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(/friend@example.com/, {}, patient),
    ).toBeVisible();
    await expect(email).toHaveValue('');
  },
};
