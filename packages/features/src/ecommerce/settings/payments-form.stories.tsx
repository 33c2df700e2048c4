import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { PaymentsForm } from './payments-form.tsx';
import { settingsFormStories } from './test/settings-stories.ts';

const kit = settingsFormStories(PaymentsForm, 'payments');

const meta = {
  title: 'Features/Ecommerce/Settings/PaymentsForm',
  ...kit.meta,
} satisfies Meta<typeof PaymentsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Turning a provider on and saving stores it in the fake API. */
export const Default: Story = {
  play: kit.saves(
    async (canvasElement) => {
      const adyen = within(canvasElement).getByTestId('payments-provider-adyen');
      await userEvent.click(adyen);
      await expect(adyen).toHaveAttribute('aria-checked', 'true');
    },
    () => expect(kit.stored().providers.adyen).toBe(true),
  ),
};

/** Every method off is refused with a message above the switches. */
export const NoMethod: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    for (const id of ['provider-stripe', 'provider-paypal', 'manual-bankDeposit']) {
      await userEvent.click(form.getByTestId(`payments-${id}`));
    }
    await kit.saveAlerts(canvasElement, 'payments-error');
  },
};

/** Everything on, with long instructions. */
export const AllOn: Story = {
  args: {
    initial: {
      providers: { stripe: true, paypal: true, adyen: true, razorpay: true },
      manual: { cashOnDelivery: true, bankDeposit: true, moneyOrder: true },
      manualInstructions:
        'Pay by bank transfer to Atrium Store Ltd, IBAN GB33 BUKB 2020 1555 5555 55, within seven days of your order. Use your order number as the payment reference so we can match it; cash on delivery is accepted for orders under $500 in San Francisco only.',
    },
  },
  play: async ({ canvasElement }) => {
    for (const id of ['provider-adyen', 'provider-razorpay', 'manual-moneyOrder'])
      await expect(within(canvasElement).getByTestId(`payments-${id}`)).toHaveAttribute(
        'aria-checked',
        'true',
      );
  },
};

/** The save fails: the alert says so and the switches keep what was chosen. */
export const SaveError: Story = kit.saveError(async (canvasElement) => {
  const razorpay = within(canvasElement).getByTestId('payments-provider-razorpay');
  await userEvent.click(razorpay);
  return () => expect(razorpay).toHaveAttribute('aria-checked', 'true');
});
