import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { signIn } from './session.ts';

const baseURL = inject('baseURL');

/** Each card and what it shows once its call has answered. */
const cards = {
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

describe('the analytics dashboard in the app', () => {
  it('brings every card to its figures from the fake API, with no error', async () => {
    const { page, context, errors } = await openPage();
    const path = href('dashboards.analytics');
    await signIn(page, baseURL, 'admin', path.slice(1));
    await page.waitForURL(`**${path}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Analytics dashboard');
    for (const [card, figures] of Object.entries(cards)) {
      const frame = page.getByTestId(`analytics-card-${card}`);
      await frame.getByTestId(figures).waitFor();
      expect(await frame.getByRole('alert').count(), card).toBe(0);
    }
    // The figures are the fake API's: a count, not a placeholder.
    expect(await page.getByTestId('analytics-traffic-sessions').textContent()).toMatch(/\d/);
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
