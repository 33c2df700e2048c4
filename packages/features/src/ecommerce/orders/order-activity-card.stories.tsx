import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrderActivityCard } from './order-side-cards.tsx';
import { orderPartMeta, seededOrder } from './test/story-orders.tsx';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderActivityCard',
  ...orderPartMeta(OrderActivityCard),
} satisfies Meta<typeof OrderActivityCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const timesOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-testid="order-activity"] time')].map((time) =>
    time.getAttribute('datetime'),
  );

/** Order #5401, ready to pick up: four steps, the last one highlighted. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(timesOf(canvasElement)).toEqual(args.order.activity.map((step) => step.at));
  },
};

/** A delivered order: every step of the way. */
export const Delivered: Story = {
  args: {
    order: {
      ...seededOrder,
      status: 'Delivered',
      activity: [
        { kind: 'placed', at: '2026-03-03T08:17:00.000Z' },
        { kind: 'confirmed', at: '2026-03-03T10:17:00.000Z' },
        { kind: 'dispatched', at: '2026-03-04T10:17:00.000Z' },
        { kind: 'outForDelivery', at: '2026-03-05T08:17:00.000Z' },
        { kind: 'readyToPickup', at: '2026-03-06T08:17:00.000Z' },
        { kind: 'delivered', at: '2026-03-06T12:17:00.000Z' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(timesOf(canvasElement)).toHaveLength(6);
  },
};

/** Edge case: just placed, a single step. */
export const JustPlaced: Story = {
  args: {
    order: {
      ...seededOrder,
      status: 'Dispatched',
      activity: [{ kind: 'placed', at: '2026-03-03T08:17:00.000Z' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(timesOf(canvasElement)).toEqual(['2026-03-03T08:17:00.000Z']);
  },
};
