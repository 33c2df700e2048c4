import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/features/src/front-pages/routes.ts';

import { openPage } from './browser.ts';

const baseURL = inject('baseURL');
const url = (path: string) => `${baseURL}${path.replace(/^\//, '')}`;

describe('the front pages in the built app', () => {
  it('leads a visitor from the landing page to the plans, then refuses a bad card and takes a good one', async () => {
    const { page, errors } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url(href('front.landing')));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/Atrium$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBeNull();

    // The plans on the landing page lead to the pricing page's, then to payment.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`**${href('front.pricing')}`);
    // The landing page has the same plans: act once the pricing page has replaced it.
    await page.getByRole('heading', { level: 1, name: 'Pricing plans' }).waitFor();
    await page.getByRole('switch', { name: 'Annual' }).click();
    await page.getByRole('link', { name: 'Choose Team' }).click();
    await page.waitForURL(/\/front-pages\/payment\?plan=team&billing=annual$/);
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    expect(await page.getByTestId('payment-total').innerText()).toBe('$290.00');

    const number = page.getByRole('textbox', { name: /^Card number/ });
    await number.fill('4242 4242 4242 4241');
    await page.getByRole('textbox', { name: /^Name on the card/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/39');
    await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('status').count()).toBe(0);

    await number.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment complete' }).waitFor();

    // No Redux store and no fake API on the way: nobody used the contact form.
    expect(
      scripts.filter((path) => /\/(store|base-api|react-redux|browser|nivo)-/.test(path)),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
