import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OrderDetailsPage } from './order-details-page.tsx';
import { LocationProbe } from './test-utils.tsx';
import { ecommercePaths, href } from '../routes.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

function renderDetails(id: number | string) {
  return renderWithProviders(
    <Routes>
      <Route path={ecommercePaths['ecommerce.orderDetails']} element={<OrderDetailsPage />} />
      <Route path={ecommercePaths['ecommerce.orderList']} element={<LocationProbe />} />
    </Routes>,
    { initialEntry: href('ecommerce.orderDetails', { id }) },
  );
}

async function openOrder(index: number) {
  const order = getDb().orders[index];
  if (!order) throw new Error('No such seeded order');
  renderDetails(order.id);
  await screen.findByRole('heading', { level: 1, name: `Order #${order.order}` });
  return order;
}

describe('OrderDetailsPage', { timeout: 30_000 }, () => {
  it('shows items, totals that match the order, addresses and activity', async () => {
    const order = await openOrder(0);
    const items = screen.getByRole('table', { name: `Items of order #${order.order}` });
    expect(within(items).getAllByRole('row').length).toBeGreaterThan(1);
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(screen.getByText(money.format(order.spent))).toBeInTheDocument();
    expect(screen.getByTestId('order-shipping-address')).toHaveTextContent(order.customer);
    expect(
      within(screen.getByTestId('order-activity')).getByText('Order was placed'),
    ).toBeVisible();
    expect(screen.getByTestId('order-customer-link')).toHaveAttribute(
      'href',
      href('ecommerce.customerDetails', { id: order.customerId }),
    );
  });

  it('changes the status and says so', async () => {
    const user = userEvent.setup();
    const order = await openOrder(1);
    const next = order.status === 'Delivered' ? 'Dispatched' : 'Delivered';
    await user.click(screen.getByRole('combobox', { name: 'Order status' }));
    await user.click(await screen.findByRole('option', { name: next }));
    expect(await screen.findByText(`Status changed to ${next}`)).toBeInTheDocument();
    expect(getDb().orders[1]?.status).toBe(next);
  });

  it('validates the address form, then saves the address', async () => {
    const user = userEvent.setup();
    await openOrder(2);
    await user.click(screen.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' });
    const city = within(dialog).getByRole('textbox', { name: /^City/ });
    const postal = within(dialog).getByRole('textbox', { name: /^Postal code/ });
    await user.clear(city);
    await user.clear(postal);
    await user.type(postal, '#?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid postal code')).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');

    await user.type(city, 'Lisbon');
    await user.clear(postal);
    await user.type(postal, '1100-148');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByTestId('order-shipping-address')).toHaveTextContent('1100-148 Lisbon'),
    );
    expect(getDb().orders[2]?.shippingAddress?.city).toBe('Lisbon');
  });

  it('deletes after confirming and goes back to the list with a toast', async () => {
    const user = userEvent.setup();
    const order = await openOrder(3);
    await user.click(screen.getByTestId('order-delete'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Order #${order.order} deleted`)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(href('ecommerce.orderList'));
    expect(getDb().orders.find((o) => o.id === order.id)).toBeUndefined();
  });

  it('says so when the order does not exist', async () => {
    renderDetails(999_999);
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('999999');
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});
