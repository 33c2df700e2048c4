import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrderPaymentCard } from './order-side-cards.tsx';
import { seededOrder } from './test/story-orders.tsx';
import { paddedMeta } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderPaymentCard',
  ...paddedMeta(OrderPaymentCard, 420),
  args: { order: seededOrder },
} satisfies Meta<typeof OrderPaymentCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Order #5401: cancelled (refunded), paid by Mastercard ending 4638. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/mock-assets/brands/mastercard.svg',
    );
    await expect(canvasElement).toHaveTextContent('•••• 4638');
  },
};

/** Paid with PayPal. */
export const PayPal: Story = {
  args: { order: { ...seededOrder, payment: 1, method: 'paypalLogo', methodNumber: 1203 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/mock-assets/brands/paypal.svg',
    );
    await expect(canvasElement).toHaveTextContent('•••• 1203');
  },
};

/** The payment failed (payment code 4). */
export const Failed: Story = {
  args: { order: { ...seededOrder, payment: 4 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2')).not.toBeNull();
  },
};
