import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

import { PopularProductsCard } from './popular-products-card.tsx';
import { cardStateStories, withEcommerce } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/PopularProductsCard',
  component: PopularProductsCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof PopularProductsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-popular');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    const links = await within(card).findAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links)
      await expect(link.getAttribute('href')).toMatch(/^\/apps\/ecommerce\/product\/edit\/\d+$/);
  },
};

const states = cardStateStories('popular-products', 'dashboard-card-popular', (card) =>
  within(card).findAllByRole('link'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Edge case: nothing paid in the last 30 days. */
export const NoSales: Story = {
  parameters: withEcommerce(
    http.get('*/api/apps/ecommerce/dashboard/popular-products', () =>
      HttpResponse.json({ period: { from: '2026-02-17', to: '2026-03-18' }, products: [] }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByText((_, el) => el?.tagName === 'P' && el.closest('ul') === null);
    await expect(within(card).queryAllByRole('link')).toHaveLength(0);
  },
};
