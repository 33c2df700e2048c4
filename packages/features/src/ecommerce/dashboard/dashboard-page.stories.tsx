import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { dashboardPageStories } from '../../test/dashboard-page-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { cardUrl, dashboardCards, withEcommerce } from './test/dashboard-handlers.ts';

const pages = dashboardPageStories({
  path: href('dashboards.ecommerce'),
  urls: dashboardCards.map(cardUrl),
  withHandlers: withEcommerce,
  cardPrefix: 'dashboard',
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/DashboardPage',
  component: DashboardPage,
  ...pages.meta,
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const { card } = pages;

/** Every card with the seeded figures; the lists link to their screens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const transactions = await card(canvasElement, 'transactions');
    const orderLinks = await within(transactions).findAllByRole('link');
    await expect(orderLinks).toHaveLength(5);
    for (const link of orderLinks)
      await expect(link.getAttribute('href')).toMatch(/^\/apps\/ecommerce\/order\/details\/\d+$/);
    const invoices = await card(canvasElement, 'invoices');
    const invoiceLinks = await within(invoices).findAllByRole('link');
    for (const link of invoiceLinks)
      await expect(link.getAttribute('href')).toMatch(/^\/apps\/invoice\/preview\/\d+$/);
    const popular = await card(canvasElement, 'popular');
    const productLinks = await within(popular).findAllByRole('link');
    await expect(productLinks[0]?.getAttribute('href')).toMatch(
      /^\/apps\/ecommerce\/product\/edit\/\d+$/,
    );
  },
};

/** Every call in flight: each card shows its own skeleton. */
export const Loading: Story = pages.Loading;

/** One call fails: its card offers Retry, the others show their figures. */
export const OneCardFailing: Story = pages.oneFailing({
  card: 'statistics',
  url: cardUrl('statistics'),
  ready: (card) => within(card).findByTestId('dashboard-stat-customers-value', undefined, patient),
  neighbour: 'summary',
  neighbourReady: (card) =>
    within(card).findByTestId('dashboard-summary-sales', undefined, patient),
});

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = pages.AllFailing;
