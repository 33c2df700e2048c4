import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RevenueReportCard } from './revenue-report-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: RevenueReportCard,
  card: 'revenue-report',
  testId: 'dashboard-card-revenue',
  width: 860,
  ready: (card) => within(card).findByRole('img'),
  check: async (_card, chart) => {
    await expect(chart).toBeVisible();
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/RevenueReportCard',
  ...states.meta,
} satisfies Meta<typeof RevenueReportCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
