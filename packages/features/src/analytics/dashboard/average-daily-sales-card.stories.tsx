import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { AverageDailySalesCard } from './average-daily-sales-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const states = cardStateStories({
  component: AverageDailySalesCard,
  card: 'average-daily-sales',
  testId: 'analytics-card-average-daily-sales',
  ready: (card) => within(card).findByTestId('analytics-average-daily-sales', undefined, patient),
  check: async (card, average) => {
    await expect(average.textContent).toMatch(/\d/);
    await expect(within(card).getByRole('img')).toBeInTheDocument();
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/AverageDailySalesCard',
  ...states.meta,
} satisfies Meta<typeof AverageDailySalesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The last 30 days' order totals from the seed, their average and the daily line. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
