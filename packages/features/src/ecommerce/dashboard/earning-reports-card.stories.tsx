import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { EarningReportsCard } from './earning-reports-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: EarningReportsCard,
  card: 'earnings',
  testId: 'dashboard-card-earnings',
  ready: (card) => within(card).findByTestId('dashboard-earnings-chart'),
  check: async (card) => {
    // Keyboard: End moves to the last measure in either direction, Space picks it.
    const sales = card.querySelector<HTMLElement>('[data-measure="sales"]');
    sales?.focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard(' ');
    await expect(within(card).getByTestId('dashboard-earnings-chart')).toHaveAttribute(
      'data-measure',
      'profit',
    );
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/EarningReportsCard',
  ...states.meta,
} satisfies Meta<typeof EarningReportsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
