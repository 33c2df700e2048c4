import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ProfitExpensesCard } from './profit-expenses-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: ProfitExpensesCard,
  card: 'profit-expenses',
  testId: 'dashboard-card-profit',
  ready: (card) => within(card).findByTestId('dashboard-profit-value'),
  check: async (card) => {
    await expect(within(card).getByRole('progressbar')).toBeVisible();
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/ProfitExpensesCard',
  ...states.meta,
} satisfies Meta<typeof ProfitExpensesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
