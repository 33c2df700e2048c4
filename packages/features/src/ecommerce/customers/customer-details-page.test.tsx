import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LocationProbe } from '../orders/test-utils.tsx';
import { CustomerDetailsPage } from './customer-details-page.tsx';
import { ecommercePaths, href } from '../routes.ts';

const server = setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const PATH = ecommercePaths['ecommerce.customerDetails'];
const CUSTOMERS = '*/api/apps/ecommerce/customers';
const serverError = () => HttpResponse.json({ message: 'Server error' }, { status: 500 });

/** What the fake API has stored for a customer's account settings. */
function settingsOf(customerId: number | undefined) {
  const settings = getDb().customerSettings.find((s) => s.customerId === customerId);
  if (!settings) throw new Error(`No stored settings for customer ${customerId}`);
  return settings;
}

/** A seeded customer's details URL (on `tab`), as the app links to it. */
function detailsUrl(customer: { customerId: number } | undefined, tab?: string) {
  if (!customer) throw new Error('No such seeded customer');
  const id = customer.customerId;
  return href('ecommerce.customerDetails', tab ? { id, tab } : { id });
}

/** Opens a seeded customer's security tab, types a valid password twice and submits it. */
async function submitValidPassword() {
  const user = userEvent.setup();
  renderDetails(detailsUrl(getDb().customers[1], 'security'));
  const password = await screen.findByLabelText(/^New password/);
  await user.type(password, 'Sunrise2026');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'Sunrise2026');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return password;
}

function renderDetails(url: string) {
  return renderWithProviders(
    <>
      <CustomerDetailsPage />
      <LocationProbe />
    </>,
    { initialEntry: url, path: PATH },
  );
}

/** A seeded customer whom an order names. */
function customerWithOrder() {
  const orders = getDb().orders;
  const customer = getDb().customers.find((c) => orders.some((o) => o.customerId === c.customerId));
  if (!customer) throw new Error('The seed has no customer with an order');
  return { customer, order: orders.find((o) => o.customerId === customer.customerId) };
}

describe('CustomerDetailsPage', { timeout: 30_000 }, () => {
  it('shows the profile, stat cards and this customer’s orders', async () => {
    const { customer, order } = customerWithOrder();
    renderDetails(detailsUrl(customer));
    expect(await screen.findByRole('heading', { level: 1, name: customer.customer })).toBeVisible();
    expect(screen.getByTestId('customer-orders-count')).toHaveTextContent(String(customer.order));
    expect(await screen.findByRole('link', { name: `#${order?.order}` })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches tabs through the URL', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[0];
    renderDetails(detailsUrl(customer));
    await screen.findByRole('heading', { level: 1, name: customer?.customer });
    await user.click(screen.getByRole('tab', { name: 'Address & billing' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        detailsUrl(customer, 'address-billing'),
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

  it('validates the new password, then the fake API accepts the change', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[1];
    renderDetails(detailsUrl(customer, 'security'));
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
    // The fake API keeps no password, not even the one it accepted.
    expect(JSON.stringify(getDb())).not.toContain('Sunrise2026');
  });

  it('shows the server’s refusals under the password fields and keeps the input', async () => {
    server.use(
      http.post(`${CUSTOMERS}/:id/password`, () =>
        HttpResponse.json(
          { errors: { password: ['password must not be one of the last 5 passwords.'] } },
          { status: 400 },
        ),
      ),
    );
    const password = await submitValidPassword();
    expect(
      await screen.findByText('password must not be one of the last 5 passwords.'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('Sunrise2026');
  });

  it('keeps the password typed and says so when the change fails', async () => {
    server.use(http.post(`${CUSTOMERS}/:id/password`, () => serverError()));
    const password = await submitValidPassword();
    expect(await screen.findByText(/The password could not be changed/)).toBeInTheDocument();
    expect(password).toHaveValue('Sunrise2026');
    expect(screen.getByRole('button', { name: 'Change password' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('saves two-step verification, so the next visit shows the stored value', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[1];
    const url = detailsUrl(customer, 'security');
    const before = settingsOf(customer?.customerId).twoStepEnabled;
    const { unmount } = renderDetails(url);
    const toggle = await screen.findByRole('switch', { name: /Ask for a code at sign-in/ });
    expect(toggle).toHaveAttribute('aria-checked', String(before));
    await user.click(toggle);
    expect(
      await screen.findByText(`Two-step verification turned ${before ? 'off' : 'on'}`),
    ).toBeInTheDocument();
    expect(settingsOf(customer?.customerId).twoStepEnabled).toBe(!before);
    // A fresh store refetches the details: the switch shows what was stored.
    unmount();
    renderDetails(url);
    expect(
      await screen.findByRole('switch', { name: /Ask for a code at sign-in/ }),
    ).toHaveAttribute('aria-checked', String(!before));
  });

  it('puts the two-step switch back to the stored value when saving fails', async () => {
    server.use(http.put(`${CUSTOMERS}/:id/two-step`, () => serverError()));
    const user = userEvent.setup();
    const customer = getDb().customers[1];
    const before = settingsOf(customer?.customerId).twoStepEnabled;
    renderDetails(detailsUrl(customer, 'security'));
    const toggle = await screen.findByRole('switch', { name: /Ask for a code at sign-in/ });
    await user.click(toggle);
    expect(
      await screen.findByText(/Two-step verification could not be changed/),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(before)));
    expect(settingsOf(customer?.customerId).twoStepEnabled).toBe(before);
  });

  it('shows the stored notification choices and saves changes to the fake API', async () => {
    const user = userEvent.setup();
    const customer = getDb().customers[2];
    const url = detailsUrl(customer, 'notifications');
    const { newForYou } = settingsOf(customer?.customerId).notificationPreferences;
    const { unmount } = renderDetails(url);
    const box = await screen.findByRole('checkbox', { name: 'New for you: App' });
    expect(box).toHaveAttribute('aria-checked', String(newForYou.app));
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(settingsOf(customer?.customerId).notificationPreferences.newForYou.app).toBe(
      !newForYou.app,
    );
    unmount();
    renderDetails(url);
    expect(await screen.findByRole('checkbox', { name: 'New for you: App' })).toHaveAttribute(
      'aria-checked',
      String(!newForYou.app),
    );
  });

  it('keeps the notification choices and says so when saving fails', async () => {
    server.use(http.put(`${CUSTOMERS}/:id/notifications`, () => serverError()));
    const user = userEvent.setup();
    const customer = getDb().customers[2];
    const { newForYou } = settingsOf(customer?.customerId).notificationPreferences;
    renderDetails(detailsUrl(customer, 'notifications'));
    const box = await screen.findByRole('checkbox', { name: 'New for you: App' });
    await user.click(box);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(
      await screen.findByText(/The notification settings could not be saved/),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-checked', String(!newForYou.app));
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(settingsOf(customer?.customerId).notificationPreferences.newForYou.app).toBe(
      newForYou.app,
    );
  });

  it('says so for an unknown customer', async () => {
    renderDetails(href('ecommerce.customerDetails', { id: 1 }));
    const state = await screen.findByTestId('customer-not-found');
    expect(within(state).getByText('No customer has the ID 1.')).toBeInTheDocument();
  });
});
