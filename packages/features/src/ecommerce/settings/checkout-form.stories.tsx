import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { CheckoutForm } from './checkout-form.tsx';

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

/** The seeded checkout settings (one fixed record), copied so no story edits the live db's. */
const seeded = structuredClone(getDb().ecommerceSettings.checkout);

const meta = {
  title: 'Features/Ecommerce/Settings/CheckoutForm',
  component: CheckoutForm,
  parameters: { layout: 'padded' },
  args: { initial: seeded, onDirtyChange: fn() },
} satisfies Meta<typeof CheckoutForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Turning tipping on enables the default tip; saving stores both. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const percent = form.getByTestId('checkout-tip-percent');
    await expect(percent).toBeDisabled();
    await userEvent.click(form.getByTestId('checkout-tipping'));
    await expect(percent).toBeEnabled();
    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    await userEvent.click(form.getByTestId('settings-save'));
    await waitFor(
      () =>
        expect(getDb().ecommerceSettings.checkout.tipping).toEqual({
          enabled: true,
          defaultPercent: 15,
        }),
      patient,
    );
  },
};

/** A default tip above the limit is refused under the field. */
export const TipTooHigh: Story = {
  args: { initial: { ...seeded, tipping: { enabled: true, defaultPercent: 10 } } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const percent = form.getByTestId('checkout-tip-percent');
    await userEvent.clear(percent);
    await userEvent.type(percent, '80');
    await userEvent.click(form.getByTestId('settings-save'));
    await waitFor(() => expect(percent).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(getDb().ecommerceSettings.checkout.tipping.defaultPercent).toBe(10);
  },
};

/** Discard puts the saved values back and clears the unsaved-changes flag. */
export const Discard: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const tipping = form.getByTestId('checkout-tipping');
    await userEvent.click(tipping);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true), patient);
    // Discard sits just before Save in the card's actions.
    const discard = form.getByTestId('settings-save').previousElementSibling;
    if (!(discard instanceof HTMLElement)) throw new Error('no discard button');
    await userEvent.click(discard);
    await waitFor(() => expect(tipping).toHaveAttribute('aria-checked', 'false'), patient);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};
