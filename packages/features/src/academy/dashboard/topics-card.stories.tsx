import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { cardStateStories } from './test/dashboard-handlers.ts';
import { TopicsCard } from './topics-card.tsx';

const states = cardStateStories({
  component: TopicsCard,
  card: 'topics',
  testId: 'academy-card-topics',
  ready: (card) => within(card).findByTestId('academy-topic-Web'),
  check: async (card) => {
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(card).getByRole('img')).toBeInTheDocument();
  },
});

const meta = {
  title: 'Features/Academy/Dashboard/TopicsCard',
  ...states.meta,
} satisfies Meta<typeof TopicsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Courses per topic, counted by the fake API from the seeded courses. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No course yet: no chart, a sentence instead. */
export const Empty: Story = {
  parameters: states.answer({
    total: 0,
    topics: ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'].map((tag) => ({ tag, courses: 0 })),
  }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-card-empty');
    await expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  }),
};
