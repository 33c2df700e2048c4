import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { cardStateStories } from './test/dashboard-handlers.ts';
import { TopCoursesCard } from './top-courses-card.tsx';

const states = cardStateStories({
  component: TopCoursesCard,
  card: 'top-courses',
  testId: 'academy-card-top-courses',
  ready: (card) => within(card).findAllByTestId('academy-top-course'),
  check: async (card, rows) => {
    await expect(rows).toHaveLength(5);
    await expect(within(card).getByTestId('academy-top-courses-list')).toHaveAttribute(
      'data-ranking',
      'byViews',
    );
  },
});

const meta = {
  title: 'Features/Academy/Dashboard/TopCoursesCard',
  ...states.meta,
} satisfies Meta<typeof TopCoursesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The five most viewed seeded courses. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** The second toggle ranks the courses by rating instead, with no new call. */
export const ByRating: Story = {
  play: states.inCard(async (card) => {
    const first = (await within(card).findAllByTestId('academy-top-course'))[0]?.textContent;
    const toggle = within(card).getByTestId('academy-top-courses-ranking');
    const [, byRating] = within(toggle).getAllByRole('radio');
    if (!byRating) throw new Error('No rating toggle');
    await userEvent.click(byRating);
    const list = within(card).getByTestId('academy-top-courses-list');
    await waitFor(() => expect(list).toHaveAttribute('data-ranking', 'byRating'));
    await expect(within(card).getAllByTestId('academy-top-course')[0]?.textContent).not.toBe(first);
  }),
};

/** No course yet. */
export const Empty: Story = {
  parameters: states.answer({ byViews: [], byRating: [] }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-card-empty');
  }),
};
