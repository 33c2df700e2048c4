import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { EarningReportsCard } from './earning-reports-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const states = cardStateStories({
  component: EarningReportsCard,
  card: 'earning-reports',
  testId: 'analytics-card-earning-reports',
  width: 640,
  ready: (card) => within(card).findByTestId('analytics-earning-reports-chart', undefined, patient),
  check: async (card) => {
    for (const key of ['earnings', 'profit', 'expense'])
      await expect(
        within(card).getByTestId(`analytics-earning-reports-${key}`).textContent,
      ).toMatch(/\d/);
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/EarningReportsCard',
  ...states.meta,
} satisfies Meta<typeof EarningReportsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The last 7 days' paid orders from the seed, with the week's totals. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
