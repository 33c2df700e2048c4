import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LocationProbe } from '../orders/test-utils.tsx';
import { CustomerDetailsPage } from './customer-details-page.tsx';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const PATH = '/apps/ecommerce/customer/details/:id/:tab?';

function renderDetails(url: string) {
  return renderWithProviders(
    <>
      <CustomerDetailsPage />
      <LocationProbe />
    </>,
    { initialEntry: url, path: PATH },
  );
}

/** A seeded customer who has an order under the same name (Diego Taylor). */
function customerWithOrder() {
  const orders = getDb().orders;
  const customer = getDb().customers.find((c) => orders.some((o) => o.customer === c.customer));
  if (!customer) throw new Error('The seed has no customer with an order');
  return { customer, order: orders.find((o) => o.customer === customer.customer) };
}

describe('CustomerDetailsPage', { timeout: 30_000 }, () => {
  it('shows the profile, stat cards and this customer’s orders', async () => {
    const { customer, order } = customerWithOrder();
    renderDetails(`/apps/ecommerce/customer/details/${customer.customerId}`);
    expect(await screen.findByRole('heading', { level: 1, name: customer.customer })).toBeVisible();
    expect(screen.getByTestId('customer-orders-count')).toHaveTextContent(String(customer.order));
    expect(await screen.findByRole('link', { name: `#${order?.order}` })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches tabs through the URL', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[0];
    renderDetails(`/apps/ecommerce/customer/details/${customer?.customerId}`);
    await screen.findByRole('heading', { level: 1, name: customer?.customer });
    await user.click(screen.getByRole('tab', { name: 'Address & billing' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/apps/ecommerce/customer/details/${customer?.customerId}/address-billing`,
      ),
    );
    expect((await screen.findAllByTestId('customer-address')).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Address & billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/\/notifications$/),
    );
  });

  it('validates the new password, then confirms the change', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[1];
    renderDetails(`/apps/ecommerce/customer/details/${customer?.customerId}/security`);
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, 'Sunrise2026');
    await user.type(confirm, 'Sunrise2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(password).toHaveValue('');
  });

  it('toggles notification channels and saves with a toast', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[2];
    renderDetails(`/apps/ecommerce/customer/details/${customer?.customerId}/notifications`);
    const box = await screen.findByRole('checkbox', { name: 'New for you: App' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('says so for an unknown customer', async () => {
    renderDetails('/apps/ecommerce/customer/details/1');
    const state = await screen.findByTestId('customer-not-found');
    expect(within(state).getByText('No customer has the ID 1.')).toBeInTheDocument();
  });
});
