import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { href } from '../routes.ts';

const server = setupFakeApi();

const renderPage = (language: 'en' | 'fr' = 'en') =>
  renderWithProviders(<DashboardPage />, {
    initialEntry: href('dashboards.ecommerce'),
    path: href('dashboards.ecommerce'),
    language,
  });

const card = (id: string) => screen.getByTestId(`dashboard-card-${id}`);
/** A card's content comes a render after its data (drawn in a transition), and ten cards draw. */
const WAIT = { timeout: 8000 };

// Ten cards with charts render per test; on a busy machine the first one (cold imports) is slow.
describe('DashboardPage', { timeout: 60_000 }, () => {
  it('shows the customer and product counts the fake API holds', async () => {
    // Change the data first: the figures must follow it, not a constant.
    getDb().customers.splice(0, 7);
    const products = getDb().products.length;
    renderPage();
    expect(
      await screen.findByTestId('dashboard-stat-customers-value', undefined, WAIT),
    ).toHaveTextContent('93');
    expect(screen.getByTestId('dashboard-stat-products-value')).toHaveTextContent(String(products));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('eCommerce dashboard');
  });

  it('counts every order by status', async () => {
    getDb().orders.splice(0, 10);
    renderPage();
    expect(await screen.findByTestId('dashboard-orders-total', undefined, WAIT)).toHaveTextContent(
      '90',
    );
    const delivered = getDb().orders.filter((o) => o.status === 'Delivered').length;
    expect(
      within(card('orders-by-status')).getByText(new RegExp(`^${delivered} orders`)),
    ).toBeInTheDocument();
  });

  it('links transactions to order details and invoices to their preview', async () => {
    renderPage();
    const newest = [...getDb().orders]
      .filter((o) => o.date <= '2026-03-18')
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!newest) throw new Error('No seeded order before the pinned now');
    const order = await within(card('transactions')).findByRole(
      'link',
      { name: `Order #${newest?.order}` },
      WAIT,
    );
    expect(order).toHaveAttribute('href', href('ecommerce.orderDetails', { id: newest.id }));
    const invoiceLinks = await within(card('invoices')).findAllByRole('link', undefined, WAIT);
    expect(invoiceLinks).toHaveLength(5);
    for (const link of invoiceLinks)
      expect(link.getAttribute('href')).toMatch(/^\/apps\/invoice\/preview\/\d+$/);
    const productLinks = await within(card('popular')).findAllByRole('link', undefined, WAIT);
    expect(productLinks[0]?.getAttribute('href')).toMatch(
      /^\/apps\/ecommerce\/product\/edit\/\d+$/,
    );
  });

  it('shows an error with Retry in a failing card only, and retry loads it', async () => {
    server.use(
      http.get('*/api/apps/ecommerce/dashboard/statistics', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderPage();
    const statistics = card('statistics');
    const alert = await within(statistics).findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent("Couldn't load this card");
    // The other cards are unaffected.
    expect(await screen.findByTestId('dashboard-orders-total', undefined, WAIT)).toHaveTextContent(
      '100',
    );
    server.resetHandlers();
    await userEvent.click(within(statistics).getByRole('button', { name: 'Retry' }));
    expect(
      await within(statistics).findByTestId('dashboard-stat-customers-value', undefined, WAIT),
    ).toHaveTextContent('100');
    expect(within(statistics).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches the earning report between orders, sales and profit', async () => {
    renderPage();
    const earnings = card('earnings');
    const orders = await within(earnings).findByRole('radio', { name: 'Orders' }, WAIT);
    await userEvent.click(orders);
    await waitFor(() =>
      expect(within(earnings).getByTestId('dashboard-earnings-chart')).toHaveAttribute(
        'data-measure',
        'orders',
      ),
    );
    expect(within(earnings).getByRole('img', { name: /Orders by weekday/ })).toBeInTheDocument();
  });

  it('formats money by language', async () => {
    renderPage('fr');
    const sales = await screen.findByTestId('dashboard-summary-sales', undefined, WAIT);
    // French puts the currency after the number, with a narrow no-break space as group separator.
    expect(sales.textContent).toMatch(/^\d[\d\s\u202f]*\s?\$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tableau de bord');
  });
});
