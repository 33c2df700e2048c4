import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');
const url = (path: string) => `${baseURL}${path.replace(/^\//, '')}`;

/** One item line of the editor: its item, cost, quantity and percentages by their labels. */
async function fillLine(
  line: Locator,
  item: string,
  values: { cost: string; qty: string; discount?: string; tax1?: string },
): Promise<void> {
  await line.getByRole('combobox', { name: /^Item/ }).fill(item);
  await line.getByRole('combobox', { name: /^Item/ }).press('Tab');
  await line.getByRole('textbox', { name: /^Cost/ }).fill(values.cost);
  await line.getByRole('textbox', { name: /^Qty/ }).fill(values.qty);
  if (values.discount) await line.getByRole('textbox', { name: /^Discount/ }).fill(values.discount);
  if (values.tax1) await line.getByRole('textbox', { name: /^Tax 1/ }).fill(values.tax1);
}

/** The text of the preview's sum row labelled `label` (e.g. "Balance due:"). */
function sum(page: Page, label: string): Promise<string> {
  return page.getByTestId('invoice-document').getByText(label).locator('..').innerText();
}

describe('the invoice app in the built app', () => {
  it('adds an invoice with three lines, pays part of it and keeps everything after a reload', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/invoice/add');
    await page.waitForURL(`**${href('invoice.add')}`);

    // A client, then three lines: 2 × 100, 1 × 50 less 10 %, 3 × 20 plus 20 % tax.
    await page.getByRole('combobox', { name: /^Client/ }).click();
    await page.getByRole('option').first().click();
    await fillLine(page.getByTestId('invoice-line-0'), 'Design', { cost: '100', qty: '2' });
    await page.getByRole('button', { name: 'Add item' }).click();
    await fillLine(page.getByTestId('invoice-line-1'), 'Hosting', {
      cost: '50',
      qty: '1',
      discount: '10',
    });
    await page.getByRole('button', { name: 'Add item' }).click();
    await fillLine(page.getByTestId('invoice-line-2'), 'Support', {
      cost: '20',
      qty: '3',
      tax1: '20',
    });

    // 200 + 50 + 60 = 310; discount 5; tax 20 % of 60 = 12; total 317.
    await expect.poll(() => page.getByTestId('invoice-subtotal').innerText()).toBe('$310.00');
    expect(await page.getByTestId('invoice-discount').innerText()).toBe('$5.00');
    expect(await page.getByTestId('invoice-tax').innerText()).toBe('$12.00');
    expect(await page.getByTestId('invoice-total').innerText()).toBe('$317.00');

    await page.getByRole('button', { name: 'Save and send' }).click();
    await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const preview = href('invoice.preview', { id });

    // The newest invoice is first in the list sorted by id, descending, with its total.
    await page.goto(url(`${href('invoice.list')}?sortBy=id&orderBy=desc`));
    const table = page.getByRole('table', { name: 'Invoice list' });
    const firstRow = table.locator('tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain(`#${id}`);
    expect(await firstRow.innerText()).toContain('$317.00');

    // Preview: a partial payment of 100 leaves 217 and makes it Partial Payment.
    await firstRow.getByRole('link', { name: `#${id}` }).click();
    await page.waitForURL(`**${preview}`);
    const document = page.getByTestId('invoice-document');
    await expect.poll(() => document.innerText()).toContain('Sent');
    await page.getByRole('button', { name: 'Add payment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add payment' });
    await drawer.getByRole('textbox', { name: /^Payment amount/ }).fill('100');
    await drawer.getByRole('button', { name: 'Save payment' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => sum(page, 'Balance due:')).toContain('$217.00');
    expect(await document.innerText()).toContain('Partial payment');

    // The print view shows the invoice alone: no navigation, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Add payment' }).isVisible()).toBe(false);
    expect(await document.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // A reload keeps the lines, the totals, the payment and the status.
    await page.reload();
    await expect.poll(() => sum(page, 'Balance due:')).toContain('$217.00');
    const text = await document.innerText();
    for (const part of ['Design', 'Hosting', 'Support', '$317.00', 'Partial payment']) {
      expect(text).toContain(part);
    }
    expect(
      await page.getByRole('table', { name: `Payments of invoice #${id}` }).innerText(),
    ).toContain('$100.00');
    expect(errors).toEqual([]);
    await context.close();
  });
});
