import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AssignmentsCard } from './assignments-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: AssignmentsCard,
  card: 'assignments',
  testId: 'academy-card-assignments',
  ready: (card) => within(card).findAllByRole('progressbar'),
  check: async (card, bars) => {
    await expect(bars).toHaveLength(5);
    await expect(within(card).getByTestId('academy-assignment-Design')).toBeInTheDocument();
  },
});

const meta = {
  title: 'Features/Academy/Dashboard/AssignmentsCard',
  ...states.meta,
} satisfies Meta<typeof AssignmentsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The share of completed tasks per topic over the seeded courses. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No course, so no assignment. */
export const Empty: Story = {
  parameters: states.answer({ tags: [] }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-card-empty');
    await expect(within(card).queryAllByRole('progressbar')).toHaveLength(0);
  }),
};
