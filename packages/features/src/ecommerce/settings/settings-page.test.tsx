import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { SettingsPage } from './settings-page.tsx';
import { ecommercePaths, href } from '../routes.ts';

const server = setupFakeApi();
// Patience limits for a shared, slow machine; no assertion depends on timing.
configure({ asyncUtilTimeout: 15_000 });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Mounts the page with a fresh store: a second call is a reload (nothing cached). */
function renderPage(tab = '') {
  return renderWithProviders(
    <>
      <SettingsPage />
      <Where />
    </>,
    {
      initialEntry: href('ecommerce.settings', tab ? { tab } : {}),
      path: ecommercePaths['ecommerce.settings'],
    },
  );
}

const saveButton = () => screen.getByTestId('settings-save');

describe('SettingsPage', { timeout: 60_000 }, () => {
  it('opens on store details, validates, and saves nothing while invalid', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    expect(name).toHaveValue('Atrium Store');
    expect(screen.getByTestId('settings-tab-store')).toHaveAttribute('aria-current', 'page');
    await user.clear(name);
    const email = screen.getByRole('textbox', { name: /Store contact email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(saveButton());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(getDb().ecommerceSettings.store.name).toBe('Atrium Store');
  });

  it('saves store details, and a reload shows the saved values', async () => {
    const user = userEvent.setup();
    const first = renderPage('store');
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    await user.clear(name);
    await user.type(name, 'Maison Atrium');
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(getDb().ecommerceSettings.store.name).toBe('Maison Atrium');
    first.unmount();
    renderPage('store');
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toHaveValue('Maison Atrium');
  });

  it('keeps the input and shows the error when the server refuses', async () => {
    server.use(
      http.put('*/api/apps/ecommerce/settings', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const city = await screen.findByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Oakland');
    await user.click(saveButton());
    expect(await screen.findByText(/Nothing was saved/)).toBeInTheDocument();
    expect(city).toHaveValue('Oakland');
    expect(getDb().ecommerceSettings.store.address.city).toBe('San Francisco');
  });

  it('asks before switching tabs with unsaved changes', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    await user.type(name, ' Outlet');
    await user.click(screen.getByTestId('settings-tab-payments'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Discard unsaved changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByTestId('where')).toHaveTextContent(href('ecommerce.settings'));
    expect(name).toHaveValue('Atrium Store Outlet');
    await user.click(screen.getByTestId('settings-tab-payments'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        href('ecommerce.settings', { tab: 'payments' }),
      ),
    );
    expect(await screen.findByRole('switch', { name: /Stripe/ })).toBeChecked();
  });

  it('needs at least one payment method', async () => {
    const user = userEvent.setup();
    renderPage('payments');
    await screen.findByRole('switch', { name: /Stripe/ });
    for (const name of [/Stripe/, /PayPal/, /Bank deposit/]) {
      await user.click(screen.getByRole('switch', { name }));
    }
    await user.click(saveButton());
    expect(await screen.findByText('Turn on at least one payment method')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Cash on delivery/ }));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(getDb().ecommerceSettings.payments.manual.cashOnDelivery).toBe(true);
    expect(getDb().ecommerceSettings.payments.providers.stripe).toBe(false);
  });

  it('checks the default tip and saves tipping', async () => {
    const user = userEvent.setup();
    renderPage('checkout');
    await user.click(await screen.findByRole('switch', { name: /tipping/ }));
    const percent = screen.getByRole('spinbutton', { name: /Default tip/ });
    await user.clear(percent);
    await user.type(percent, '45');
    await user.click(saveButton());
    expect(await screen.findByText('Enter a whole number from 0 to 30')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(getDb().ecommerceSettings.checkout.tipping).toEqual({
      enabled: true,
      defaultPercent: 15,
    });
  });

  it('requires the default location to fulfil online orders', async () => {
    const user = userEvent.setup();
    const first = renderPage('locations');
    await user.click(await screen.findByRole('radio', { name: /New York shop/ }));
    await user.click(saveButton());
    expect(
      await screen.findByText('The default location must fulfil online orders'),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('switch', { name: 'Fulfil online orders from New York shop' }),
    );
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    first.unmount();
    renderPage('locations');
    expect(await screen.findByRole('radio', { name: /New York shop/ })).toBeChecked();
  });

  it('edits a shipping zone rate in its dialog', async () => {
    const user = userEvent.setup();
    renderPage('shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit the Domestic zone' }));
    const dialog = await screen.findByRole('dialog');
    const [price] = within(dialog).getAllByRole('textbox', { name: /Price/ });
    if (!price) throw new Error('no price field');
    await user.clear(price);
    await user.click(within(dialog).getByTestId('zone-save'));
    expect(await within(dialog).findByText('Enter an amount of 0 or more')).toBeInTheDocument();
    await user.type(price, '6.5');
    await user.click(within(dialog).getByTestId('zone-save'));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rates = screen.getByRole('table', { name: 'Rates of the Domestic zone' });
    expect(within(rates).getByText('$6.50')).toBeInTheDocument();
  });

  it('saves notification switches', async () => {
    const user = userEvent.setup();
    renderPage('notifications');
    const toggle = await screen.findByRole('switch', { name: 'New customer account: Email' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(getDb().ecommerceSettings.notifications.events.newCustomer.email).toBe(true);
  });
});
