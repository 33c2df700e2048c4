import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { cardStateStories } from './test/dashboard-handlers.ts';
import { WebinarCard } from './webinar-card.tsx';

const states = cardStateStories({
  component: WebinarCard,
  card: 'webinar',
  testId: 'academy-card-webinar',
  ready: (card) => within(card).findByTestId('academy-webinar-title'),
  check: async (card) => {
    await expect(within(card).getByTestId('academy-webinar-join')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
});

const meta = {
  title: 'Features/Academy/Dashboard/WebinarCard',
  ...states.meta,
} satisfies Meta<typeof WebinarCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded webinar, a few days after the pinned "now". */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the webinar. */
export const ServerError: Story = states.ServerError;

/** Join registers the learner: the button stays pressed and the count goes up by one. */
export const Joined: Story = {
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-webinar-title');
    const join = within(card).getByTestId('academy-webinar-join');
    await userEvent.click(join);
    await expect(join).toHaveAttribute('aria-pressed', 'true');
    await expect(join).toHaveAttribute('aria-disabled', 'true');
  }),
};

/** No course, so no webinar planned. */
export const Empty: Story = {
  parameters: states.answer({ webinar: null }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('academy-card-empty');
    await expect(within(card).queryByTestId('academy-webinar-join')).not.toBeInTheDocument();
  }),
};
