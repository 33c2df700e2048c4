import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DashboardPage } from './dashboard-page.tsx';
import {
  dashboardCards,
  failingHandler,
  loadingHandler,
  withEcommerce,
} from './test/dashboard-handlers.ts';
import { href } from '../routes.ts';

const meta = {
  title: 'Features/Ecommerce/Dashboard/DashboardPage',
  component: DashboardPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('dashboards.ecommerce'), path: href('dashboards.ecommerce') },
  },
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).findByTestId(`dashboard-card-${id}`);

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
export const Loading: Story = {
  parameters: withEcommerce(...dashboardCards.map((c) => loadingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(
        dashboardCards.length,
      ),
    );
  },
};

// The statistics call fails until the play function lets the retry through.
let statisticsFails = true;

/** One call fails: its card offers Retry, the others show their figures. */
export const OneCardFailing: Story = {
  parameters: withEcommerce(failingHandler('statistics', () => statisticsFails)),
  beforeEach: () => {
    statisticsFails = true;
  },
  play: async ({ canvasElement }) => {
    const statistics = await card(canvasElement, 'statistics');
    await within(statistics).findByRole('alert');
    // The neighbours are unaffected.
    const summary = await card(canvasElement, 'summary');
    await within(summary).findByTestId('dashboard-summary-sales');
    statisticsFails = false;
    await userEvent.click(within(statistics).getByRole('button'));
    await within(statistics).findByTestId('dashboard-stat-customers-value');
    await expect(within(statistics).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = {
  parameters: withEcommerce(...dashboardCards.map((c) => failingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('alert')).toHaveLength(dashboardCards.length),
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
