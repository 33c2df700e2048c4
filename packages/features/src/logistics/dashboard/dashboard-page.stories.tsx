import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { dashboardPageStories } from '../../test/dashboard-page-stories.ts';
import { href } from '../routes.ts';
import { LogisticsDashboardPage } from './dashboard-page.tsx';
import { cardUrl, logisticsCards, withLogistics } from './test/dashboard-handlers.ts';

const pages = dashboardPageStories({
  path: href('dashboards.logistics'),
  urls: logisticsCards.map(cardUrl),
  withHandlers: withLogistics,
  cardPrefix: 'logistics',
});

const meta = {
  title: 'Features/Logistics/Dashboard/DashboardPage',
  component: LogisticsDashboardPage,
  ...pages.meta,
} satisfies Meta<typeof LogisticsDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every card with the seeded figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('logistics-vehicles-total');
    await canvas.findByTestId('logistics-shipments-deliveries');
    await expect(await canvas.findAllByTestId('logistics-performance-value')).toHaveLength(6);
    await canvas.findByTestId('logistics-exceptions-total');
    await expect(await canvas.findAllByTestId('orders-by-country-row')).toHaveLength(6);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every call in flight: each card shows its own skeleton. */
export const Loading: Story = pages.Loading;

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = pages.AllFailing;
