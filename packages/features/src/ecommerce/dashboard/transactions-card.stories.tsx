import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';

import { TransactionsCard } from './transactions-card.tsx';
import { cardStateStories, fiveLinksTo } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: TransactionsCard,
  card: 'transactions',
  testId: 'dashboard-card-transactions',
  ready: (card) => within(card).findAllByRole('link'),
  check: fiveLinksTo(/^\/apps\/ecommerce\/order\/details\/\d+$/),
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/TransactionsCard',
  ...states.meta,
} satisfies Meta<typeof TransactionsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
