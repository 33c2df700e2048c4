import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { cardStateStories } from './test/dashboard-handlers.ts';
import { WelcomeCard } from './welcome-card.tsx';

const states = cardStateStories({
  component: WelcomeCard,
  card: 'welcome',
  testId: 'academy-card-welcome',
  width: 860,
  ready: (card) => within(card).findByTestId('academy-welcome-hours'),
  check: async (card) => {
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
    await expect(within(card).getByRole('img')).toBeInTheDocument();
  },
});

const meta = {
  title: 'Features/Academy/Dashboard/WelcomeCard',
  ...states.meta,
} satisfies Meta<typeof WelcomeCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Seeded study hours and the progress over the seeded courses' tasks. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Edge case: a new learner, no hours and no course: zeros, no trend to compare. */
export const Empty: Story = {
  parameters: states.answer({
    period: { from: '2026-01-22', to: '2026-03-18' },
    weeks: [],
    hours: { current: 0, previous: 0, change: null },
    totalHours: 0,
    progress: { completedTasks: 0, totalTasks: 0, ratio: 0, completedCourses: 0, courses: 0 },
  }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-welcome-hours');
    await expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  }),
};
