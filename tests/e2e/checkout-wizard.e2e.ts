import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');
const url = (path: string) => `${baseURL}${path.replace(/^\//, '')}`;

describe('the checkout wizard in the built app', () => {
  it('places an order that the e-commerce order list then finds by its number', async () => {
    const { page, context, errors } = await openSignedIn(
      baseURL,
      'admin',
      'wizard-examples/checkout',
    );
    await page.waitForURL(`**${href('wizard.checkout')}`);
    const next = page.getByRole('button', { name: 'Next' });
    const step = (name: string) => page.getByRole('heading', { level: 2, name });

    // The seeded cart with a coupon, the first saved address, then a card.
    await page.getByRole('textbox', { name: /^Coupon code/ }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOME10: 10% off').waitFor();
    await next.click();
    await step('Address').waitFor();
    await next.click();
    await step('Payment').waitFor();
    await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: /^Name on the card/ }).fill('John Doe');
    await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/39');
    await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
    await next.click();
    await step('Confirmation').waitFor();
    const total = await page.getByTestId('summary-total').innerText();
    await page.getByRole('button', { name: 'Place order' }).click();

    const placed = page.getByText(/^Order #\d+ placed$/).first();
    await placed.waitFor();
    const number = /#(\d+)/.exec(await placed.innerText())?.[1] ?? '';
    expect(number).not.toBe('');

    // The order list, searched by that number, shows the new order with its total.
    await page.goto(url(href('ecommerce.orderList')));
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').first().innerText()).toContain(`#${number}`);
    expect(await table.locator('tbody tr').first().innerText()).toContain(total);

    // A reload keeps it: the order is stored, not only in the page's cache.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await expect.poll(() => table.locator('tbody tr').first().innerText()).toContain(`#${number}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
