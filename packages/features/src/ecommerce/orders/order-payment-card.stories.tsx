import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrderPaymentCard } from './order-side-cards.tsx';
import { orderPartMeta, seededOrder } from './test/story-orders.tsx';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderPaymentCard',
  ...orderPartMeta(OrderPaymentCard, 420),
} satisfies Meta<typeof OrderPaymentCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A play checking the card shows the `brand`'s logo and the masked number ending `last4`. */
const showsMethod =
  (brand: string, last4: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      `/mock-assets/brands/${brand}.svg`,
    );
    await expect(canvasElement).toHaveTextContent(`•••• ${last4}`);
  };

/** Order #5401: cancelled (refunded), paid by Mastercard ending 4638. */
export const Default: Story = { play: showsMethod('mastercard', 4638) };

/** Paid with PayPal. */
export const PayPal: Story = {
  args: { order: { ...seededOrder, payment: 1, method: 'paypalLogo', methodNumber: 1203 } },
  play: showsMethod('paypal', 1203),
};

/** The payment failed (payment code 4). */
export const Failed: Story = {
  args: { order: { ...seededOrder, payment: 4 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2')).not.toBeNull();
  },
};
