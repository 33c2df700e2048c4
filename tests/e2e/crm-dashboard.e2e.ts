import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

/** Each card's test id and what shows once its figures are in. */
const cards = [
  ['sales', 'crm-sales-total'],
  ['orders', 'crm-orders-total'],
  ['revenue-growth', 'crm-revenue-growth-total'],
  ['earnings', 'crm-earnings-total-orders'],
  ['countries', 'crm-country-'],
  ['pipeline', 'crm-pipeline-conversion'],
  ['projects', 'crm-project'],
  ['top-customers', 'crm-customer-'],
  ['activity', 'crm-event-'],
] as const;

describe('the CRM dashboard in the built app', () => {
  it('brings every card to its figures from the fake API, with no error', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'dashboards/crm');
    await page.waitForURL(`**${href('dashboards.crm')}`);
    await page.getByRole('heading', { level: 1, name: 'CRM dashboard' }).waitFor();
    for (const [card, figure] of cards) {
      const frame = page.getByTestId(`crm-card-${card}`);
      await frame.locator(`[data-testid^="${figure}"]`).first().waitFor();
    }
    expect(await page.locator('[data-testid^="crm-card-"] [role="alert"]').count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
