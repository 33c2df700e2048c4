import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { Order } from '@atrium/mocks/types';

import { CustomerOverviewTab } from './customer-overview-tab.tsx';
import { answering, neverAnswering, withEcommerce } from '../../test/story-handlers.ts';
import { customerPartMeta, seededCustomer } from './test/story-customers.ts';
import { href } from '../routes.ts';

const ORDERS = '*/api/apps/ecommerce/orders';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerOverviewTab',
  ...customerPartMeta(CustomerOverviewTab),
} satisfies Meta<typeof CustomerOverviewTab>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowLinks = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr a')].map((a) => a.textContent);

/** The stat cards and the seeded orders that name Grace Haddad, fetched from the fake API. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const hers = getDb().orders.filter((o) => o.customerId === seededCustomer.customerId);
    const order = hers[0];
    await expect(await canvas.findByRole('link', { name: `#${order?.order}` })).toHaveAttribute(
      'href',
      href('ecommerce.orderDetails', { id: order?.id ?? 0 }),
    );
    await waitFor(() => expect(rowLinks(canvasElement)).toHaveLength(hers.length));
    await expect(hers).toHaveLength(seededCustomer.order);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Twelve orders: five a page; Next shows the next five. */
export const ManyOrders: Story = {
  parameters: withEcommerce(
    http.get(ORDERS, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = Number(url.searchParams.get('itemsPerPage') ?? '5');
      const all: Order[] = getDb()
        .orders.slice(0, 12)
        .map((o) => ({
          ...o,
          customer: seededCustomer.customer,
          email: seededCustomer.email,
        }));
      return HttpResponse.json({
        orders: all.slice((page - 1) * size, page * size),
        total: all.length,
      });
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    const first = getDb().orders[0];
    const sixth = getDb().orders[5];
    await canvas.findByRole('link', { name: `#${first?.order}` });
    await expect(rowLinks(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByTestId('data-table-next'));
    await canvas.findByRole('link', { name: `#${sixth?.order}` });
    await expect(rowLinks(canvasElement)).toHaveLength(5);
  },
};

/** No order under this customer's name: the table's empty state. */
export const Empty: Story = {
  args: { customer: { ...seededCustomer, order: 0, totalSpent: 0 } },
  parameters: answering(ORDERS, { orders: [], total: 0 }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('tbody tr')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(rowLinks(canvasElement)).toHaveLength(0);
  },
};

/** The orders are on their way: the table's skeleton rows. */
export const Loading: Story = {
  parameters: neverAnswering(ORDERS),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The orders fail: an error with Retry inside the table; the retry loads them. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.get(ORDERS, () =>
      fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
    ),
  ),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    fails = false;
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(rowLinks(canvasElement)).toHaveLength(seededCustomer.order));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
