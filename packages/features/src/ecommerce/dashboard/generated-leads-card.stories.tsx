import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { GeneratedLeadsCard } from './generated-leads-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: GeneratedLeadsCard,
  card: 'leads',
  testId: 'dashboard-card-leads',
  ready: (card) => within(card).findByTestId('dashboard-leads-total'),
  check: async (card) => {
    await expect(within(card).getByRole('img')).toBeVisible();
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/GeneratedLeadsCard',
  ...states.meta,
} satisfies Meta<typeof GeneratedLeadsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
