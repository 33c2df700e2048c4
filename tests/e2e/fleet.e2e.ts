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

  it('fits a 360 px phone: a lower map drawn to its width, the list under it, no sideways scroll', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/logistics/fleet');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseURL}${href('logistics.fleet').slice(1)}`);
    const map = page.getByTestId('fleet-map');
    await map.locator('[data-route-id="1"]').waitFor();
    // The map is drawn to the width it has (measured), not clipped from a wider drawing.
    const size = () =>
      map.locator('[data-map-view]').evaluate((view: SVGGraphicsElement) => {
        const svg = view.ownerSVGElement;
        return {
          drawn: Number(svg?.getAttribute('width')),
          box: svg?.parentElement?.clientWidth,
          height: Number(svg?.getAttribute('height')),
        };
      });
    await expect.poll(async () => (await size()).height).toBe(300);
    await expect.poll(async () => (await size()).drawn).toBe((await size()).box);
    await page
      .getByTestId('fleet-list')
      .getByRole('button', { name: /^Vehicle 1 / })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
