import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ecommerceHandlers, getDb } from '@atrium/mocks';

import { OrderDetailsPage } from './order-details-page.tsx';
import { detailsPageStories } from '../../test/details-stories.ts';
import { ecommercePaths, href } from '../routes.ts';

const kit = detailsPageStories(OrderDetailsPage, {
  path: ecommercePaths['ecommerce.orderDetails'],
  initialEntry: href('ecommerce.orderDetails', { id: 1 }),
  domain: 'ecommerce',
  handlers: ecommerceHandlers,
  endpoint: '*/api/apps/ecommerce/orders/:id',
});

const meta = {
  title: 'Features/Ecommerce/Orders/OrderDetailsPage',
  ...kit.meta,
} satisfies Meta<typeof OrderDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const h1 = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const heading = canvasElement.querySelector('h1');
    if (!heading?.textContent?.includes(String(getDb().orders[0]?.order))) throw new Error('wait');
    return heading;
  });

/** A delivered-or-not seeded order: items, totals, customer, addresses, payment and activity. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await h1(canvasElement);
    await expect(canvas.getByTestId('order-activity')).toBeVisible();
    await expect(canvas.getByTestId('order-customer-link')).toHaveAttribute(
      'href',
      href('ecommerce.customerDetails', { id: getDb().orders[0]?.customerId ?? 0 }),
    );
  },
};

/** Edit the shipping address: an empty city is refused, a filled one is saved and shown. */
export const EditAddress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await h1(canvasElement);
    await userEvent.click(canvas.getByTestId('edit-shipping-address'));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const city = dialog.querySelector<HTMLInputElement>('input[autocomplete="address-level2"]');
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!city || !submit) throw new Error('No address form');
    await userEvent.clear(city);
    await userEvent.click(submit);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(city, 'Lisbon');
    await userEvent.click(submit);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByTestId('order-shipping-address')).toHaveTextContent('Lisbon'),
    );
  },
};

/** The status select works from the keyboard and saves at once. */
export const ChangeStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await h1(canvasElement);
    const before = getDb().orders[0]?.status;
    canvas.getByTestId('order-status-select').focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(getDb().orders[0]?.status).not.toBe(before));
  },
};

export const NotFound: Story = kit.notFound(
  href('ecommerce.orderDetails', { id: 424242 }),
  'order-not-found',
  (element) => expect(element).toHaveTextContent('424242'),
);

export const Loading: Story = kit.loading;

export const ServerError: Story = kit.serverError;

/** A user who may only read the store: the order without status change, delete or address edits. */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'Ecommerce' }] },
  play: async ({ canvas, canvasElement }) => {
    await h1(canvasElement);
    await expect(await canvas.findByTestId('order-shipping-address')).toBeVisible();
    for (const id of [
      'order-status-select',
      'order-delete',
      'edit-shipping-address',
      'edit-billing-address',
    ]) {
      await expect(canvas.queryByTestId(id)).toBeNull();
    }
  },
};
