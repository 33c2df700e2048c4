import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RevenueGrowthCard } from './revenue-growth-card.tsx';
import { crmCardStories } from './test/crm-handlers.ts';

const states = crmCardStories({
  component: RevenueGrowthCard,
  card: 'revenue-growth',
  testId: 'crm-card-revenue-growth',
  width: 560,
  ready: (card) => within(card).findByTestId('crm-revenue-growth-chart'),
  check: async (card) => {
    await expect(within(card).getByTestId('crm-revenue-growth-total').textContent).toMatch(/\d/);
    // Seven weekly bars, each a row of the chart's table for screen readers.
    await expect(within(card).getAllByRole('row')).toHaveLength(8);
  },
});

const meta = {
  title: 'Features/Analytics/Crm/RevenueGrowthCard',
  ...states.meta,
} satisfies Meta<typeof RevenueGrowthCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paid revenue of the last 7 weeks, computed by the fake API from the seeded orders. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
