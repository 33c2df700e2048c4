import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { OrderDetails } from '@atrium/mocks/types';

import { OrderItemsCard } from './order-items-card.tsx';
import { orderPartMeta, seededOrder } from './test/story-orders.tsx';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderItemsCard',
  ...orderPartMeta(OrderItemsCard),
} satisfies Meta<typeof OrderItemsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr')];

/** Order #5401's two lines; free shipping (over the threshold), tax and total. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(args.order.items.length);
    await expect(rows[0]).toHaveTextContent(args.order.items[0]?.productName ?? '');
    // Subtotal, shipping, tax, then the total in its own list.
    await expect(canvasElement.querySelectorAll('dl dt')).toHaveLength(4);
  },
};

/** A small order below the free-shipping threshold pays the shipping fee. */
const smallOrder: OrderDetails = {
  ...seededOrder,
  items: [
    {
      productId: 14,
      productName: 'Nordic Wool Scarf',
      productBrand: 'Merino scarf in a herringbone weave',
      image: '/mock-assets/products/nordic-wool-scarf.svg',
      price: 32.5,
      qty: 1,
      total: 32.5,
    },
  ],
  subtotal: 32.5,
  shipping: 9.99,
  tax: 2.6,
  spent: 45.09,
};

export const PaidShipping: Story = {
  args: { order: smallOrder },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(1);
    const values = [...canvasElement.querySelectorAll('dl dd')].map((dd) => dd.textContent);
    // Every total is an amount: no "free" shipping here.
    await expect(values.every((value) => /\d/.test(value ?? ''))).toBe(true);
  },
};

/** Edge case: many lines with long product names and brands; on phones the table scrolls. */
const bigOrder: OrderDetails = {
  ...seededOrder,
  items: Array.from({ length: 8 }, (_, index) => ({
    productId: 100 + index,
    productName: `Ultralight Waterproof Expedition Trail Runner GTX Edition ${index + 1}`,
    productBrand: 'Waterproof trail running shoe with grippy sole, reinforced toe cap and heel',
    image: '/mock-assets/products/trail-runner-gtx.svg',
    price: 1249.99,
    qty: 12,
    total: 14999.88,
  })),
  subtotal: 119999.04,
  shipping: 0,
  tax: 9599.92,
  spent: 129598.96,
};

export const ManyLongItems: Story = {
  args: { order: bigOrder },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(8);
    await expect(canvasElement).toHaveTextContent(bigOrder.items[7]?.productName ?? '');
  },
};
