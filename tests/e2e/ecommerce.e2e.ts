import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { signIn } from './session.ts';

const baseURL = inject('baseURL');

/** Waits until the product table is no longer loading. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('table', { name: 'Product list' }).getAttribute('aria-busy'))
    .not.toBe('true');
}

describe('the e-commerce back office in the app', () => {
  it('filters products, edits one, deletes one and takes the delete back', async () => {
    const { page, context, errors } = await openPage();
    await signIn(page, baseURL, 'admin', 'apps/ecommerce/product/list');
    await page.waitForURL(`**${href('ecommerce.productList')}`);

    // Filter by status: the URL keeps it and every row shows it.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.waitForURL(/status=Inactive/);
    await settled(page);
    const chips = page.getByRole('table', { name: 'Product list' }).locator('tbody tr');
    await expect
      .poll(async () => {
        const texts = await chips.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Inactive'));
      })
      .toBe(true);

    // Back to every product; search one by name.
    await page.goto(`${baseURL}apps/ecommerce/product/list`);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Walnut Wall Clock');
    await page.waitForURL(/q=Walnut/);
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: 'Walnut Wall Clock' }).first();
    await row.waitFor();

    // Edit it: the new name is saved and the list shows it.
    await page.getByRole('button', { name: 'Actions for Walnut Wall Clock' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/apps\/ecommerce\/product\/edit\/\d+$/);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Walnut Wall Clock');
    await name.fill('Walnut Wall Clock XL');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: /saved/i }).count())
      .toBeGreaterThan(0);
    await page.goto(`${baseURL}apps/ecommerce/product/list?q=Walnut`);
    await settled(page);
    await page.getByRole('row').filter({ hasText: 'Walnut Wall Clock XL' }).first().waitFor();

    // Delete it after confirming; Undo brings it back.
    await page.getByRole('button', { name: 'Actions for Walnut Wall Clock XL' }).first().click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Walnut Wall Clock XL' }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Walnut Wall Clock XL' }).count())
      .toBeGreaterThan(0);
    // Undone means never sent: after a reload it is still there.
    await page.reload();
    await settled(page);
    await page.getByRole('row').filter({ hasText: 'Walnut Wall Clock XL' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens an order's details from the order list", async () => {
    const { page, context, errors } = await openPage();
    await signIn(page, baseURL, 'admin', 'apps/ecommerce/order/list');
    await page.waitForURL(`**${href('ecommerce.orderList')}`);
    const firstOrder = page
      .getByRole('table')
      .locator('tbody tr a[href*="/order/details/"]')
      .first();
    const label = (await firstOrder.textContent())?.trim() ?? '';
    expect(label).toMatch(/^#\d+$/);
    await firstOrder.click();
    await page.waitForURL(/\/apps\/ecommerce\/order\/details\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Order ${label}`);
    await page.getByRole('heading', { name: 'Shipping activity' }).waitFor();
    await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
    expect(await page.getByRole('table').first().locator('tbody tr').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
