import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { href } from '../routes.ts';
import { CrmDashboardPage } from './crm-dashboard-page.tsx';

const server = setupFakeApi();

const renderPage = (language: 'en' | 'fr' = 'en') =>
  renderWithProviders(<CrmDashboardPage />, {
    initialEntry: href('dashboards.crm'),
    path: href('dashboards.crm'),
    language,
  });

const card = (id: string) => screen.getByTestId(`crm-card-${id}`);
/** A card's content comes a render after its data (drawn in a transition), and nine cards draw. */
const WAIT = { timeout: 8000 };

/** Orders of the 12 weeks ending on the pinned today (2026-03-18). */
const lastTwelveWeeks = () =>
  getDb().orders.filter((o) => o.date >= '2025-12-25' && o.date <= '2026-03-18');

// Nine cards with charts render per test; on a busy machine the first one (cold imports) is slow.
describe('CrmDashboardPage', { timeout: 60_000 }, () => {
  it('brings every card to its figures', async () => {
    // Change the data first: the figures must follow it, not a constant.
    getDb().orders.splice(0, 5);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CRM dashboard');
    expect(await screen.findByTestId('crm-orders-total', undefined, WAIT)).toHaveTextContent(
      String(lastTwelveWeeks().length),
    );
    expect(await screen.findByTestId('crm-sales-total', undefined, WAIT)).toHaveTextContent(/\$/);
    expect(
      await screen.findByTestId('crm-revenue-growth-total', undefined, WAIT),
    ).toHaveTextContent(/\$/);
    expect(await screen.findByTestId('crm-earnings-total-orders', undefined, WAIT)).toBeVisible();
    expect(
      await within(card('countries')).findAllByTestId(/^crm-country-/, undefined, WAIT),
    ).toHaveLength(6);
    expect(
      await within(card('pipeline')).findByTestId('crm-pipeline-conversion', undefined, WAIT),
    ).toHaveTextContent('%');
    expect(within(card('pipeline')).getAllByRole('listitem')).toHaveLength(5);
    expect(await within(card('top-customers')).findAllByRole('link', undefined, WAIT)).toHaveLength(
      5,
    );
    const active = getDb().profileTabs.projects.filter((p) => p.deadline >= '2026-03-18');
    expect(
      await within(card('projects')).findAllByTestId('crm-project', undefined, WAIT),
    ).toHaveLength(active.length);
    expect(
      await within(card('activity')).findAllByTestId(/^crm-event-/, undefined, WAIT),
    ).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the top customers to their e-commerce details', async () => {
    renderPage();
    const top = [...getDb().customers].sort(
      (a, b) => b.totalSpent - a.totalSpent || a.customerId - b.customerId,
    )[0];
    if (!top) throw new Error('no seeded customer');
    const link = await within(card('top-customers')).findByRole(
      'link',
      { name: top.customer },
      WAIT,
    );
    expect(link).toHaveAttribute('href', `/apps/ecommerce/customer/details/${top.customerId}`);
  });

  it('shows an error with Retry in a failing card only, and retry loads it', async () => {
    server.use(
      http.get('*/api/dashboards/crm/pipeline', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderPage();
    const pipeline = card('pipeline');
    const alert = await within(pipeline).findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent("Couldn't load this card");
    // The other cards are unaffected.
    expect(await screen.findByTestId('crm-orders-total', undefined, WAIT)).toBeVisible();
    server.resetHandlers();
    await userEvent.click(within(pipeline).getByRole('button', { name: 'Retry' }));
    expect(
      await within(pipeline).findByTestId('crm-pipeline-conversion', undefined, WAIT),
    ).toBeVisible();
    expect(within(pipeline).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches the earning reports between orders, sales, profit and income', async () => {
    renderPage();
    const earnings = card('earnings');
    const income = await within(earnings).findByRole('tab', { name: 'Income' }, WAIT);
    await userEvent.click(income);
    await waitFor(() =>
      expect(within(earnings).getByTestId('crm-earnings-chart')).toHaveAttribute(
        'data-measure',
        'income',
      ),
    );
    expect(within(earnings).getByRole('img', { name: /Income per month/ })).toBeInTheDocument();
    expect(income).toHaveAttribute('aria-selected', 'true');
  });

  it('speaks the reader’s language', async () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tableau de bord CRM');
    const sales = await screen.findByTestId('crm-sales-total', undefined, WAIT);
    // French puts the currency after the number, and names it.
    expect(sales.textContent).toMatch(/^\d.*\$US$/);
  });
});
