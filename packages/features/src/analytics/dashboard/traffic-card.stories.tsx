import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { cardStateStories } from './test/analytics-handlers.ts';
import { TrafficCard } from './traffic-card.tsx';

const states = cardStateStories({
  component: TrafficCard,
  card: 'traffic',
  testId: 'analytics-card-traffic',
  width: 640,
  ready: (card) => within(card).findByTestId('analytics-traffic-sessions', undefined, patient),
  check: async (card, sessions) => {
    await expect(sessions.textContent).toMatch(/\d/);
    await expect(within(card).getByTestId('analytics-traffic-leads').textContent).toMatch(/\d/);
    // Keyboard: End shows the last slide in either direction; its dot becomes the current one.
    const carousel = within(card).getByTestId('analytics-traffic-carousel');
    carousel.focus();
    await userEvent.keyboard('{End}');
    const dots = carousel.querySelectorAll('[data-carousel-dot]');
    await waitFor(() => expect(dots[dots.length - 1]).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(dots[0]).toHaveAttribute('aria-current', 'true'));
    // The picture shows the card at rest, not its focus ring.
    carousel.blur();
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/TrafficCard',
  ...states.meta,
} satisfies Meta<typeof TrafficCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Visits of the seeded series and the orders they became, one slide each. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
