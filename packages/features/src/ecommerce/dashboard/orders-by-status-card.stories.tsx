import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OrdersByStatusCard } from './orders-by-status-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { href } from '../routes.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/OrdersByStatusCard',
  component: OrdersByStatusCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof OrdersByStatusCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-orders-by-status');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-orders-total');
    await expect(within(card).getAllByRole('progressbar')).toHaveLength(4);
    await expect(within(card).getByTestId('dashboard-orders-link')).toHaveAttribute(
      'href',
      href('ecommerce.orderList'),
    );
  },
};

const states = cardStateStories('orders-by-status', 'dashboard-card-orders-by-status', (card) =>
  within(card).findByTestId('dashboard-orders-total'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
