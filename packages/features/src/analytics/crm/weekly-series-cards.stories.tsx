import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { crmCardStories } from './test/crm-handlers.ts';
import { OrdersCard, SalesCard } from './weekly-series-cards.tsx';

/** Both small cards show a total, a trend chip and the weekly line. */
const checkSeries = async (card: HTMLElement, total: HTMLElement) => {
  await expect(total.textContent).toMatch(/\d/);
  await expect(within(card).getAllByRole('img')).toHaveLength(1);
};

const sales = crmCardStories({
  component: SalesCard,
  card: 'sales',
  testId: 'crm-card-sales',
  width: 320,
  ready: (card) => within(card).findByTestId('crm-sales-total'),
  check: checkSeries,
});

const orders = crmCardStories({
  component: OrdersCard,
  card: 'orders',
  testId: 'crm-card-orders',
  width: 320,
  ready: (card) => within(card).findByTestId('crm-orders-total'),
  check: checkSeries,
});

const meta = {
  title: 'Features/Analytics/Crm/WeeklySeriesCards',
  ...sales.meta,
} satisfies Meta<typeof SalesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every order's amount per week, computed by the fake API from the seeded orders. */
export const Sales: Story = sales.Default;

/** The sales call is in flight: the card's own skeleton. */
export const SalesLoading: Story = sales.Loading;

/** The sales call fails: an error with Retry; the retry loads the figures. */
export const SalesServerError: Story = sales.ServerError;

/** No order in 12 weeks: a zero total, a flat line and no change to compare. */
export const SalesEmpty: Story = {
  parameters: sales.answer({
    weeks: Array.from({ length: 12 }, () => ({ from: '2026-01-01', to: '2026-01-07', value: 0 })),
    total: 0,
    trend: { current: 0, previous: 0, change: null },
  }),
  play: sales.inCard(async (card) => {
    await expect(await within(card).findByTestId('crm-sales-total')).toHaveTextContent(/0/);
  }),
};

/** Orders placed per week. */
export const Orders: Story = { ...orders.Default, render: () => <OrdersCard /> };

/** The orders call is in flight. */
export const OrdersLoading: Story = { ...orders.Loading, render: () => <OrdersCard /> };

/** The orders call fails, then the retry loads it. */
export const OrdersServerError: Story = { ...orders.ServerError, render: () => <OrdersCard /> };
