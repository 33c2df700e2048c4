import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { InstructorsCard } from './instructors-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: InstructorsCard,
  card: 'instructors',
  testId: 'academy-card-instructors',
  ready: (card) => within(card).findAllByTestId('academy-instructor'),
  check: async (_card, rows) => {
    await expect(rows).toHaveLength(5);
  },
});

const meta = {
  title: 'Features/Academy/Dashboard/InstructorsCard',
  ...states.meta,
} satisfies Meta<typeof InstructorsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The five tutors with most students over the seeded courses. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No course, so no instructor. */
export const Empty: Story = {
  parameters: states.answer({ instructors: [] }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-card-empty');
    await expect(within(card).queryAllByTestId('academy-instructor')).toHaveLength(0);
  }),
};
