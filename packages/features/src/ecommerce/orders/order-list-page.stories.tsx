import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { listChecks } from '../../test/list-stories.ts';
import { withEcommerce } from '../../test/story-handlers.ts';
import { OrderListPage } from './order-list-page.tsx';
import { ecommerceListStories } from '../test/list-stories.ts';
import { href } from '../routes.ts';

const ORDERS = '*/api/apps/ecommerce/orders';

const kit = ecommerceListStories(OrderListPage, {
  path: href('ecommerce.orderList'),
  endpoint: ORDERS,
  alongside: [`${ORDERS}/summary`],
  emptyBody: { orders: [], total: 0 },
  // The recorded empty picture is taken as soon as no order row is linked.
  emptyCheck: 'noLinks',
});

const meta = {
  title: 'Features/Ecommerce/Orders/OrderListPage',
  ...kit.meta,
} satisfies Meta<typeof OrderListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const orderNumber = (index: number) => `#${getDb().orders[index]?.order ?? ''}`;

/** The order links of the rows on screen, in order. */
const rowLinks = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr a')].map((a) => a.textContent);

/** Seeded orders; typing an order number narrows the rows to that order. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: orderNumber(0) });
    await expect(await canvas.findByTestId('orders-widget-completed')).toBeVisible();
    await userEvent.click(listChecks.searchBox(canvasElement));
    await userEvent.keyboard(String(getDb().orders[42]?.order));
    await waitFor(() => expect(rowLinks(canvasElement)).toEqual([orderNumber(42)]), {
      timeout: 4000,
    });
  },
};

/** Row menu → Delete → confirm: the row leaves and a toast says so. */
export const DeleteOrder: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = getDb().orders[0];
    const [deleted, next] = [orderNumber(0), orderNumber(1)];
    await canvas.findByRole('link', { name: deleted });
    await userEvent.click(canvas.getByTestId(`order-actions-${first?.id}`));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByTestId(`order-delete-${first?.id}`));
    const dialog = await body.findByRole('alertdialog');
    // The destructive confirm is the dialog's last button.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(rowLinks(canvasElement)).not.toContain(deleted));
    await expect(rowLinks(canvasElement)[0]).toBe(next);
  },
};

/** Ten pages of ten; the keyboard reaches the pager, and page 3 shows orders 21–30. */
export const ManyPages: Story = {
  parameters: kit.at('?page=3'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: orderNumber(20) });
    await expect(rowLinks(canvasElement)).toHaveLength(10);
    await expect(rowLinks(canvasElement)[9]).toBe(orderNumber(29));
  },
};

/** A long customer name and email still fit, wrapping inside their cell. */
export const LongNames: Story = {
  parameters: withEcommerce(
    http.get(ORDERS, () => {
      const [order] = getDb().orders;
      return HttpResponse.json({
        orders: order
          ? [
              {
                ...order,
                customer: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
                email: 'maximiliane.alexandra.hohenzollern@very-long-company-name.example',
              },
            ]
          : [],
        total: 1,
      });
    }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Maximiliane Alexandra von Hohenzollern-Sigmaringen'),
    ).toBeVisible();
  },
};

export const Empty: Story = kit.states.empty;
export const Loading: Story = kit.states.loading;
export const ServerError: Story = kit.states.serverError;
