import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { cardStateStories } from './test/analytics-handlers.ts';
import { TotalEarningCard } from './total-earning-card.tsx';

const states = cardStateStories({
  component: TotalEarningCard,
  card: 'total-earning',
  testId: 'analytics-card-total-earning',
  ready: (card) => within(card).findByTestId('analytics-total-earning-chart', undefined, patient),
  check: async (card) => {
    await expect(within(card).getByTestId('analytics-total-earning').textContent).toMatch(/\d/);
    await expect(
      within(card).getByTestId('analytics-total-earning-expense-value').textContent,
    ).toMatch(/\d/);
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/TotalEarningCard',
  ...states.meta,
} satisfies Meta<typeof TotalEarningCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seed's paid orders of the last 8 weeks against the 8 before, week by week. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
