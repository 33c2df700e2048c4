import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CongratulationsCard } from './congratulations-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { href } from '../routes.ts';

const states = cardStateStories({
  component: CongratulationsCard,
  card: 'summary',
  testId: 'dashboard-card-summary',
  ready: (card) => within(card).findByTestId('dashboard-summary-sales'),
  check: async (card) => {
    await expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      href('ecommerce.orderList'),
    );
  },
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/CongratulationsCard',
  ...states.meta,
} satisfies Meta<typeof CongratulationsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Edge case: no paid order in the period, so no best seller: a trophy instead of a product. */
export const NoBestSeller: Story = {
  parameters: states.answer({
    period: { from: '2026-02-17', to: '2026-03-18' },
    sales: { current: 0, previous: 0, change: null },
    bestSeller: null,
  }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('dashboard-summary-sales');
    await expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  }),
};
