import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { CheckoutForm } from './checkout-form.tsx';
import { settingsFormStories } from './test/settings-stories.ts';
import { patient } from '../../test/story-handlers.ts';

const kit = settingsFormStories(CheckoutForm, 'checkout');
const { initial: seeded } = kit;

const meta = {
  title: 'Features/Ecommerce/Settings/CheckoutForm',
  ...kit.meta,
} satisfies Meta<typeof CheckoutForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Turning tipping on enables the default tip; saving stores both. */
export const Default: Story = {
  play: kit.saves(
    async (canvasElement) => {
      const form = within(canvasElement);
      const percent = form.getByTestId('checkout-tip-percent');
      await expect(percent).toBeDisabled();
      await userEvent.click(form.getByTestId('checkout-tipping'));
      await expect(percent).toBeEnabled();
      await userEvent.clear(percent);
      await userEvent.type(percent, '15');
    },
    () => expect(kit.stored().tipping).toEqual({ enabled: true, defaultPercent: 15 }),
  ),
};

/** A default tip above the limit is refused under the field. */
export const TipTooHigh: Story = {
  args: { initial: { ...seeded, tipping: { enabled: true, defaultPercent: 10 } } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const percent = form.getByTestId('checkout-tip-percent');
    await userEvent.clear(percent);
    await userEvent.type(percent, '80');
    await kit.saveRefuses(canvasElement, percent);
    await expect(kit.stored().tipping.defaultPercent).toBe(10);
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
    const discard = kit.saveButton(canvasElement).previousElementSibling;
    if (!(discard instanceof HTMLElement)) throw new Error('no discard button');
    await userEvent.click(discard);
    await waitFor(() => expect(tipping).toHaveAttribute('aria-checked', 'false'), patient);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};
