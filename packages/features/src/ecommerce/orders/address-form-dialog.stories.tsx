import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { AddressFormDialog } from './address-form-dialog.tsx';
import { longAddress, seededOrder } from './test/story-orders.tsx';

const meta = {
  title: 'Features/Ecommerce/Orders/AddressFormDialog',
  component: AddressFormDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onOpenChange: fn(),
    title: `#${seededOrder.order} · ${seededOrder.customer}`,
    address: seededOrder.shippingAddress,
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof AddressFormDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog');

const formOf = async (canvasElement: HTMLElement) => {
  const dialog = await dialogOf(canvasElement);
  const input = (autoComplete: string) => {
    const found = dialog.querySelector<HTMLInputElement>(`input[autocomplete="${autoComplete}"]`);
    if (!found) throw new Error(`No ${autoComplete} field`);
    return found;
  };
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) throw new Error('No submit button');
  return { dialog, input, submit };
};

/** The seeded shipping address: an empty city is refused; a filled one is saved and closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, submit } = await formOf(canvasElement);
    const city = input('address-level2');
    await expect(city).toHaveValue(seededOrder.shippingAddress.city);
    await userEvent.clear(city);
    await userEvent.click(submit);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(city, 'Lisbon');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ ...seededOrder.shippingAddress, city: 'Lisbon' }),
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A postal code with symbols is refused, and the optional fields may stay empty. */
export const InvalidPostalCode: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, submit } = await formOf(canvasElement);
    const postalCode = input('postal-code');
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '#31708!');
    await userEvent.click(submit);
    await waitFor(() => expect(postalCode).toHaveAttribute('aria-invalid', 'true'));
    await expect(input('address-line2')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Edge case: every field filled with long text still fits the dialog and saves. */
export const LongAddress: Story = {
  args: { address: longAddress },
  play: async ({ args, canvasElement }) => {
    const { input, submit } = await formOf(canvasElement);
    await expect(input('address-line2')).toHaveValue(longAddress.line2);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(longAddress));
  },
};

/** The save fails: the dialog stays open and keeps what was typed (the caller shows a toast). */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Server error'))) },
  play: async ({ args, canvasElement }) => {
    const { dialog, input, submit } = await formOf(canvasElement);
    const line1 = input('address-line1');
    await userEvent.clear(line1);
    await userEvent.type(line1, '12 Rua Augusta');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(line1).toHaveValue('12 Rua Augusta');
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, submit } = await formOf(canvasElement);
    // The actions row holds Cancel, then Save.
    const buttons = within(dialog).getAllByRole('button');
    const cancelButton = buttons[buttons.indexOf(submit) - 1];
    if (!cancelButton) throw new Error('No cancel button');
    await userEvent.click(cancelButton);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
