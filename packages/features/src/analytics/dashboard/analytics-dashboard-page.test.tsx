import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AnalyticsDashboardPage } from './analytics-dashboard-page.tsx';
import { href } from '../routes.ts';

const server = setupFakeApi();

// The traffic carousel (Embla) watches its slides with IntersectionObserver, which jsdom lacks.
beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const renderPage = (language: 'en' | 'fr' = 'en') =>
  renderWithProviders(<AnalyticsDashboardPage />, {
    initialEntry: href('dashboards.analytics'),
    path: href('dashboards.analytics'),
    language,
  });

const card = (id: string) => screen.getByTestId(`analytics-card-${id}`);
/** A card's content comes a render after its data (drawn in a transition), and ten cards draw. */
const WAIT = { timeout: 8000 };

/** What each card shows once its data is there. */
const loaded: Record<string, string> = {
  traffic: 'analytics-traffic-sessions',
  'average-daily-sales': 'analytics-average-daily-sales',
  'sales-overview': 'analytics-sales-overview-orders',
  'earning-reports': 'analytics-earning-reports-chart',
  'support-tracker': 'analytics-support-chart',
  'sales-by-countries': 'analytics-countries',
  'total-earning': 'analytics-total-earning-chart',
  campaigns: 'analytics-campaigns-emails',
  'source-visits': 'analytics-sources-total',
  projects: 'analytics-projects-table',
};

const ordersOfLast30Days = () =>
  getDb().orders.filter((o) => o.date >= '2026-02-17' && o.date <= '2026-03-18');

// Ten cards with charts render per test; on a busy machine the first one (cold imports) is slow.
describe('AnalyticsDashboardPage', { timeout: 60_000 }, () => {
  it('brings every card to its data, with no error', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Analytics dashboard');
    for (const [id, testId] of Object.entries(loaded))
      expect(await within(card(id)).findByTestId(testId, undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the orders the fake API holds', async () => {
    // Change the data first: the figures must follow it, not a constant.
    const recent = ordersOfLast30Days();
    for (const order of recent.slice(0, 3)) getDb().orders.splice(getDb().orders.indexOf(order), 1);
    renderPage();
    expect(
      await screen.findByTestId('analytics-sales-overview-orders', undefined, WAIT),
    ).toHaveTextContent(String(recent.length - 3));
    expect(
      await screen.findByTestId('analytics-traffic-conversions', undefined, WAIT),
    ).toHaveTextContent(String(recent.length - 3));
  });

  it('shows an error with Retry in a failing card only, and retry loads it', async () => {
    server.use(
      http.get('*/api/dashboards/analytics/support-tracker', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderPage();
    const support = card('support-tracker');
    const alert = await within(support).findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent("Couldn't load this card");
    // The other cards are unaffected.
    expect(
      await screen.findByTestId('analytics-campaigns-emails', undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    server.resetHandlers();
    await userEvent.click(within(support).getByRole('button', { name: 'Retry' }));
    expect(
      await within(support).findByTestId('analytics-support-chart', undefined, WAIT),
    ).toBeInTheDocument();
    expect(within(support).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the profile projects in the projects table', async () => {
    renderPage();
    const table = await within(card('projects')).findByTestId(
      'analytics-projects-table',
      undefined,
      WAIT,
    );
    for (const project of getDb().profileTabs.profile.projectTable)
      expect(within(table).getByText(project.name)).toBeInTheDocument();
  });

  it('speaks the reader’s language', async () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tableau de bord analytique',
    );
    const sales = await screen.findByTestId('analytics-average-daily-sales', undefined, WAIT);
    // French puts the currency after the number.
    expect(sales.textContent).toMatch(/\d\s?\$/);
  });
});
