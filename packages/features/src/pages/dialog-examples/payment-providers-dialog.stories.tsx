import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { PaymentProvidersDialog } from './payment-providers-dialog.tsx';
import { dialogMeta, dialogOf, expectClosed } from './test/dialog-stories.ts';
import { patient } from '../../test/story-handlers.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/PaymentProvidersDialog',
  ...dialogMeta(PaymentProvidersDialog),
} satisfies Meta<typeof PaymentProvidersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded providers, PayPal and Stripe on. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await expect(await inDialog.findByTestId('provider-paypal', {}, patient)).toBeChecked();
    await expect(inDialog.getByTestId('provider-adyen')).not.toBeChecked();
  },
};

/** Every provider off is refused with its message, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await userEvent.click(await inDialog.findByTestId('provider-paypal', {}, patient));
    await userEvent.click(inDialog.getByTestId('provider-stripe'));
    await userEvent.click(inDialog.getByTestId('providers-form-submit'));
    await expect(await inDialog.findByTestId('providers-error', {}, patient)).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(getDb().dialogExamples.providers.filter((p) => p.enabled)).toHaveLength(2);
  },
};

/** Turning Adyen on is stored and closes the dialog. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await userEvent.click(await inDialog.findByTestId('provider-adyen', {}, patient));
    await userEvent.click(inDialog.getByTestId('providers-form-submit'));
    await expectClosed(args);
    await waitFor(() =>
      expect(getDb().dialogExamples.providers.find((p) => p.id === 'adyen')?.enabled).toBe(true),
    );
  },
};
