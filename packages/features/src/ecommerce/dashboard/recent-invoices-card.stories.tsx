import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';

import { RecentInvoicesCard } from './recent-invoices-card.tsx';
import { cardStateStories, fiveLinksTo } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: RecentInvoicesCard,
  card: 'invoices',
  testId: 'dashboard-card-invoices',
  ready: (card) => within(card).findAllByRole('link'),
  check: fiveLinksTo(/^\/apps\/invoice\/preview\/\d+$/),
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/RecentInvoicesCard',
  ...states.meta,
} satisfies Meta<typeof RecentInvoicesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
