import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OrdersByStatusCard } from './orders-by-status-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { href } from '../routes.ts';

const states = cardStateStories({
  component: OrdersByStatusCard,
  card: 'orders-by-status',
  testId: 'dashboard-card-orders-by-status',
  ready: (card) => within(card).findByTestId('dashboard-orders-total'),
  check: async (card) => {
    await expect(within(card).getAllByRole('progressbar')).toHaveLength(4);
    await expect(within(card).getByTestId('dashboard-orders-link')).toHaveAttribute(
      'href',
      href('ecommerce.orderList'),
    );
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/OrdersByStatusCard',
  ...states.meta,
} satisfies Meta<typeof OrdersByStatusCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
