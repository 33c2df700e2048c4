import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PopularProductsCard } from './popular-products-card.tsx';
import { cardStateStories, fiveLinksTo } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: PopularProductsCard,
  card: 'popular-products',
  testId: 'dashboard-card-popular',
  ready: (card) => within(card).findAllByRole('link'),
  check: fiveLinksTo(/^\/apps\/ecommerce\/product\/edit\/\d+$/),
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/PopularProductsCard',
  ...states.meta,
} satisfies Meta<typeof PopularProductsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Edge case: nothing paid in the last 30 days. */
export const NoSales: Story = {
  parameters: states.answer({ period: { from: '2026-02-17', to: '2026-03-18' }, products: [] }),
  play: states.inCard(async (card) => {
    await within(card).findByText((_, el) => el?.tagName === 'P' && el.closest('ul') === null);
    await expect(within(card).queryAllByRole('link')).toHaveLength(0);
  }),
};
