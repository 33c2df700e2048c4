import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { LogisticsDashboardPage } from './dashboard-page.tsx';
import {
  failingHandler,
  loadingHandler,
  logisticsCards,
  withLogistics,
} from './test/dashboard-handlers.ts';
import { href } from '../routes.ts';

const meta = {
  title: 'Features/Logistics/Dashboard/DashboardPage',
  component: LogisticsDashboardPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('dashboards.logistics'), path: href('dashboards.logistics') },
  },
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
export const Loading: Story = {
  parameters: withLogistics(...logisticsCards.map((c) => loadingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(
        logisticsCards.length,
      ),
    );
  },
};

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = {
  parameters: withLogistics(...logisticsCards.map((c) => failingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('alert')).toHaveLength(logisticsCards.length),
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
