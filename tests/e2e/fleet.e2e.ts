import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

describe('the logistics fleet in the built app', () => {
  it('selects a vehicle in the list, highlights it on the map and keeps it after a reload', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/logistics/fleet');
    await page.waitForURL(`**${href('logistics.fleet')}`);
    const list = page.getByTestId('fleet-list');
    const item = list.getByRole('button', { name: /^Vehicle 6 / });
    await item.click();
    await expect.poll(() => item.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).searchParams.get('vehicle')).toBe('6');

    // The map's marker for vehicle 6 is the pressed one, and the only one.
    const map = page.getByTestId('fleet-map');
    await expect
      .poll(() => map.locator('[data-route-id="6"]').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await map.locator('[aria-pressed="true"]').count()).toBe(1);

    // A reload keeps the selection.
    await page.reload();
    await expect
      .poll(() =>
        page.getByTestId('fleet-map').locator('[data-route-id="6"]').getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
