import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

/** The dashboard's cards, by test id, and what each shows once it has its figures. */
const cards = {
  'logistics-card-vehicles': 'logistics-vehicles-total',
  'logistics-card-shipments': 'logistics-shipments-deliveries',
  'logistics-card-performance': 'logistics-performance-value',
  'logistics-card-exceptions': 'logistics-exceptions-total',
  'logistics-card-orders-by-country': 'orders-by-country-row',
} as const;

/** Every card reaches its figures, and none shows an error. */
async function everyCardLoaded(page: Page): Promise<void> {
  for (const [card, figure] of Object.entries(cards)) {
    const within = page.getByTestId(card);
    await within.getByTestId(figure).first().waitFor({ timeout: 20_000 });
    expect(await within.getByRole('alert').count(), card).toBe(0);
  }
}

describe('the logistics dashboard in the app', () => {
  it('opens with every card on its figures, then in the wall view, full bleed', async () => {
    const { page, context, errors } = await openSignedIn(
      baseURL,
      'admin',
      href('dashboards.logistics').slice(1),
    );
    await page.waitForURL(`**${href('dashboards.logistics')}`);
    await page.getByRole('heading', { level: 1, name: 'Logistics dashboard' }).waitFor();
    await everyCardLoaded(page);

    await page.getByRole('button', { name: 'Wall view' }).click();
    await page.waitForURL(`**${href('dashboards.logistics.wall')}`);
    await expect
      .poll(() => page.locator('[data-layout]').getAttribute('data-layout'))
      .toBe('coin360');
    await everyCardLoaded(page);
    // Full bleed: the first row spans the window but the frame's padding (no navigation beside
    // it, no centred column).
    const box = async (id: string) =>
      (await page.getByTestId(id).boundingBox()) ?? { x: 0, width: 0 };
    const first = await box('logistics-card-vehicles');
    const second = await box('logistics-card-shipments');
    expect(second.x + second.width - first.x).toBeGreaterThan(1200);

    // The alias path shows the same screen.
    await page.goto(`${baseURL}${href('logistics.dashboard').slice(1)}`);
    await everyCardLoaded(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
