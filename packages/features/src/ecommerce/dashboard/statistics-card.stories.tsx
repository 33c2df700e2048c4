import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatisticsCard } from './statistics-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: StatisticsCard,
  card: 'statistics',
  testId: 'dashboard-card-statistics',
  width: 860,
  ready: (card) => within(card).findByTestId('dashboard-stat-customers-value'),
  check: async (card) => {
    for (const id of ['sales', 'customers', 'products', 'revenue'])
      await expect(within(card).getByTestId(`dashboard-stat-${id}`)).toBeVisible();
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/StatisticsCard',
  ...states.meta,
} satisfies Meta<typeof StatisticsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
