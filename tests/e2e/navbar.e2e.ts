import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn, where } from './session.ts';

const baseURL = inject('baseURL');

/**
 * Pushes a notification through the fake API's WebSocket now. The app's dev entry exposes
 * `emitNotification` as `window.atriumMocks` when VITE_MOCK_API is on, so the test need not wait
 * for the 45 s sample cadence.
 */
function push(page: Page, notification: { id: string; title: string; message: string }) {
  return page.evaluate((n) => {
    const mocks = (
      window as unknown as { atriumMocks?: { emitNotification: (input: object) => void } }
    ).atriumMocks;
    if (!mocks) throw new Error('The fake API test hook is missing (VITE_MOCK_API must be true)');
    mocks.emitNotification({ ...n, icon: 'shopping-cart', color: 'success' });
  }, notification);
}

describe('navbar: search', () => {
  it('opens with Ctrl+K, lists results, navigates with the arrows and Enter, closes with Escape', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin');
    // The shortcut works once the signed-in frame (a lazy chunk) has mounted the navbar.
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Search' }).fill('invoice');
    // One group matches, so the search keeps its four entries: List, Add, Preview, Edit.
    await expect.poll(() => dialog.getByRole('option', { name: /Invoice List/ }).count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href('invoice.add')}`);
    expect(where(page)).toBe(href('invoice.add'));
    expect(await dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('navbar: notifications', () => {
  it('shows a notification pushed by the fake API as a toast and in the menu; mark all read clears the badge', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.waitFor();

    // The push is missed until the private channel is subscribed, so it is repeated (same id: the
    // app keeps one copy) until the toast shows.
    const notification = { id: 'e2e-ping', title: 'E2E ping', message: 'Pushed by the test' };
    await expect
      .poll(async () => {
        await push(page, notification);
        return page.getByText('Pushed by the test').count();
      })
      .toBeGreaterThan(0);
    await expect.poll(() => bell.getAttribute('data-unread')).not.toBe('0');

    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect.poll(() => menu.getByRole('group', { name: 'E2E ping' }).count()).toBe(1);
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Mark as read' }).count()).toBe(0);
    // The open menu hides the page from assistive technology; close it to read the bell again.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('wall view', () => {
  it('switches the dashboard to the full-bleed frame and back without rebuilding the toast host', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin');
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    // The toasts' list is marked: the same node afterwards proves the host (and the toasts it
    // holds) outlived the switch; a rebuilt frame would drop them. A toast itself is not marked,
    // as it may time out on a slow machine.
    await page.locator('ol[data-position]').evaluate((el) => el.setAttribute('data-e2e', 'kept'));

    // Each way: the toggle leads to the other frame, and the marked toast host is still there.
    for (const [button, to, layout] of [
      ['Wall view', href('dashboards.ecommerce.wall'), 'coin360'],
      ['Exit wall view', href('dashboards.ecommerce'), 'vertical'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL(`**${to}`);
      await expect
        .poll(() => page.locator('[data-layout]').getAttribute('data-layout'))
        .toBe(layout);
      expect(await page.locator('[data-e2e="kept"]').count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
