import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import type { AbilityRule } from '../shared/access/index.ts';
import { setupFakeApi } from '../test/msw-server.ts';
import { loadedRows } from '../test/render-list-page.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { CustomerDetailsPage } from './customers/customer-details-page.tsx';
import { OrderDetailsPage } from './orders/order-details-page.tsx';
import { ProductListPage } from './products/product-list-page.tsx';
import { InviteCard } from './referrals/invite-card.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { ecommercePaths, href } from './routes.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

/** A user whose role may open the store's screens and nothing more (the routes need `read`). */
const reader: AbilityRule[] = [{ action: 'read', subject: 'Ecommerce' }];

describe('the store for a user who may only read it', { timeout: 30_000 }, () => {
  it('lists products without add, selection, row menu, and with stock switches read-only', async () => {
    renderWithProviders(<ProductListPage />, {
      initialEntry: href('ecommerce.productList'),
      rules: reader,
    });
    const [first] = await loadedRows('Product list');
    const row = within(first as HTMLElement);
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull();
    expect(row.queryByRole('checkbox')).toBeNull();
    expect(row.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(row.getByRole('switch', { name: /in stock$/ })).toHaveAttribute('aria-readonly', 'true');
  });

  it('shows an order without the status change, delete or address edits', async () => {
    const order = getDb().orders[0];
    if (!order) throw new Error('No seeded order');
    renderWithProviders(
      <Routes>
        <Route path={ecommercePaths['ecommerce.orderDetails']} element={<OrderDetailsPage />} />
      </Routes>,
      { initialEntry: href('ecommerce.orderDetails', { id: order.id }), rules: reader },
    );
    await screen.findByRole('heading', { level: 1, name: `Order #${order.order}` });
    expect(await screen.findByTestId('order-shipping-address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete order' })).toBeNull();
    expect(screen.queryByTestId('order-status-select')).toBeNull();
    expect(screen.queryByTestId('edit-shipping-address')).toBeNull();
    expect(screen.queryByTestId('edit-billing-address')).toBeNull();
  });

  it('offers the referral link without the invitation form', async () => {
    renderWithProviders(<InviteCard />, { rules: reader });
    expect(await screen.findByRole('textbox', { name: 'Referral link' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: "Friend's email" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });

  it('shows the settings disabled, without Discard or Save', async () => {
    renderWithProviders(<SettingsPage />, {
      initialEntry: href('ecommerce.settings', {}),
      path: ecommercePaths['ecommerce.settings'],
      rules: reader,
    });
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toBeDisabled();
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });

  it("shows a customer's security without the password form and with two-step read-only", async () => {
    const customer = getDb().customers[0];
    if (!customer) throw new Error('No seeded customer');
    renderWithProviders(<CustomerDetailsPage />, {
      initialEntry: href('ecommerce.customerDetails', {
        id: customer.customerId,
        tab: 'security',
      }),
      path: ecommercePaths['ecommerce.customerDetails'],
      rules: reader,
    });
    expect(await screen.findByTestId('two-step-switch')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
