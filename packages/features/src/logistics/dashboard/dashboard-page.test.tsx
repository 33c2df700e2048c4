import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LogisticsDashboardPage } from './dashboard-page.tsx';
import { href } from '../routes.ts';

const server = setupFakeApi();

const renderPage = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<LogisticsDashboardPage />, {
    initialEntry: href('dashboards.logistics'),
    path: href('dashboards.logistics'),
    language,
  });

const card = (id: string) => screen.getByTestId(`logistics-card-${id}`);
/** A card's content comes a render after its data (drawn in a transition), and five cards draw. */
const WAIT = { timeout: 8000 };

describe('LogisticsDashboardPage', { timeout: 60_000 }, () => {
  it('brings every card to its figures, the fleet counted from the fake API', async () => {
    // Change the data first: the figures must follow it, not a constant.
    getDb().vehicles.splice(0, 5);
    renderPage();
    expect(
      await screen.findByTestId('logistics-vehicles-total', undefined, WAIT),
    ).toHaveTextContent('20');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logistics dashboard');
    expect(
      await within(card('shipments')).findByTestId(
        'logistics-shipments-deliveries',
        undefined,
        WAIT,
      ),
    ).toHaveTextContent(/\d/);
    expect(
      await within(card('performance')).findAllByTestId(
        'logistics-performance-value',
        undefined,
        WAIT,
      ),
    ).toHaveLength(6);
    const warned = getDb().vehicles.filter((v) => v.warnings !== 'No Warnings').length;
    expect(
      await screen.findByTestId('logistics-exceptions-total', undefined, WAIT),
    ).toHaveTextContent(String(warned));
    expect(
      await within(card('orders-by-country')).findAllByTestId(
        'orders-by-country-row',
        undefined,
        WAIT,
      ),
    ).toHaveLength(6);
    // The page ends with the vehicles table, its first page of the (changed) fleet.
    const table = await screen.findByTestId('vehicles-table', undefined, WAIT);
    expect(await within(table).findAllByRole('row', undefined, WAIT)).toHaveLength(11);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ranks countries per stage in the orders-by-country tabs', async () => {
    renderPage();
    const countries = card('orders-by-country');
    await within(countries).findAllByTestId('orders-by-country-row', undefined, WAIT);
    await userEvent.click(within(countries).getByRole('tab', { name: 'Preparing' }));
    const list = await within(countries).findByRole('list', {
      name: 'Countries ranked by orders, Preparing',
    });
    // The seeded leader of the "preparing" stage, by the fake API's own rule.
    const rows = within(list).getAllByTestId('orders-by-country-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveTextContent(/Orders: \d/);
  });

  it('shows an error with Retry in a failing card only, and retry loads it', async () => {
    server.use(
      http.get('*/api/dashboards/logistics/exceptions', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderPage();
    const exceptions = card('exceptions');
    const alert = await within(exceptions).findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent("Couldn't load this card");
    // The other cards are unaffected.
    expect(
      await screen.findByTestId('logistics-vehicles-total', undefined, WAIT),
    ).toHaveTextContent('25');
    server.resetHandlers();
    await userEvent.click(within(exceptions).getByRole('button', { name: 'Retry' }));
    expect(
      await within(exceptions).findByTestId('logistics-exceptions-total', undefined, WAIT),
    ).toHaveTextContent(/\d/);
    expect(within(exceptions).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    renderPage('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'لوحة معلومات الخدمات اللوجستية',
    );
    await screen.findByTestId('logistics-vehicles-total', undefined, WAIT);
  });
});
