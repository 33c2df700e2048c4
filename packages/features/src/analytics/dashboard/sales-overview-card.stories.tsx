import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { SalesOverviewCard } from './sales-overview-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const states = cardStateStories({
  component: SalesOverviewCard,
  card: 'sales-overview',
  testId: 'analytics-card-sales-overview',
  ready: (card) => within(card).findByTestId('analytics-sales-overview-orders', undefined, patient),
  check: async (card, orders) => {
    await expect(orders.textContent).toMatch(/\d/);
    await expect(within(card).getByTestId('analytics-sales-overview-visits').textContent).toMatch(
      /\d/,
    );
    await expect(within(card).getByRole('progressbar')).toBeInTheDocument();
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/SalesOverviewCard',
  ...states.meta,
} satisfies Meta<typeof SalesOverviewCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded orders against the visits of the series, with the share of visits that ordered. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
