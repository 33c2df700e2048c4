import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { SupportTrackerCard } from './support-tracker-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const states = cardStateStories({
  component: SupportTrackerCard,
  card: 'support-tracker',
  testId: 'analytics-card-support-tracker',
  width: 640,
  ready: (card) => within(card).findByTestId('analytics-support-chart', undefined, patient),
  check: async (card) => {
    for (const key of ['total', 'new-value', 'open-value', 'completed'])
      await expect(within(card).getByTestId(`analytics-support-${key}`).textContent).toMatch(/\d/);
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/SupportTrackerCard',
  ...states.meta,
} satisfies Meta<typeof SupportTrackerCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded week of tickets, with the completed share on the radial bar. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
