import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DeliveryPerformanceCard } from './delivery-performance-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: DeliveryPerformanceCard,
  card: 'performance',
  testId: 'logistics-card-performance',
  ready: (card) => within(card).findAllByTestId('logistics-performance-value'),
  check: async (card, values) => {
    await expect(values).toHaveLength(6);
    for (const value of values) await expect(value).toHaveTextContent(/\d/);
    // Each measure says how it moved against the previous period.
    await expect(card.querySelectorAll('li')).toHaveLength(6);
  },
});

const meta = {
  title: 'Features/Logistics/Dashboard/DeliveryPerformanceCard',
  ...states.meta,
} satisfies Meta<typeof DeliveryPerformanceCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Six measures of the last 30 days, each with its change on the 30 before. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
