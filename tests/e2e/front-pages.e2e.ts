import { describe, expect, inject, it } from 'vitest';

import arTexts from '../../packages/features/src/front-pages/locales/ar.json';
import enTexts from '../../packages/features/src/front-pages/locales/en.json';
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

  it('paints the landing page from its HTML alone, in the stored language, and the app takes its place where it stood', async () => {
    const { page, errors } = await openPage();
    const title = page.locator('#prerendered h1');
    // The app's scripts held back: what shows is the HTML the build rendered.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url(href('front.landing')), { waitUntil: 'domcontentloaded' });
    expect(await title.innerText()).toBe(enTexts.hero.title);
    expect(await page.locator('#initial-loader').isVisible()).toBe(false);
    expect(await page.title()).toBe(`${enTexts.meta.landing.title} · ${enTexts.meta.suffix}`);
    // A stored language shows its own copy, right to left, and the other copies are gone.
    await page.evaluate(() => localStorage.setItem('atrium.language', 'ar'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await title.innerText()).toBe(arTexts.hero.title);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('template[data-prerendered-lang]').count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('atrium.language'));

    // Then the scripts, once the HTML's page has been measured: the app's heading is where the
    // HTML's stood, and it is the only one left.
    await page.unroute('**/assets/*.js');
    // The blocked scripts' own failures are behind us: from here on, none may happen.
    errors.length = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push({
            at: entry.startTime,
            value: (entry as unknown as { value: number }).value,
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.fonts.ready);
    // A visitor who has already scrolled the HTML's page stays where they are.
    await page.evaluate(() => window.scrollTo({ top: 120 }));
    const before = await title.boundingBox();
    // Until then the app draws unseen, over the HTML's page rather than below it: no second
    // heading for a screen reader, nothing that shows if the visitor has scrolled.
    const rootStyle = () =>
      page.locator('#root').evaluate((root) => {
        const { visibility, position, top } = getComputedStyle(root);
        return { visibility, position, top };
      });
    expect(await rootStyle()).toEqual({ visibility: 'hidden', position: 'absolute', top: '0px' });
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.count()).toBe(1);
    expect(await heading.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    expect(await page.locator('#prerendered-styles, #initial-loader').count()).toBe(0);
    // Nothing on screen moved when the app took over.
    const shifted = await page.evaluate(
      (after) =>
        (window as unknown as { shifts: { at: number; value: number }[] }).shifts
          .filter((shift) => shift.at > after)
          .reduce((sum, shift) => sum + shift.value, 0),
      releasedAt,
    );
    expect(shifted).toBe(0);
    expect(await rootStyle()).toMatchObject({ visibility: 'visible', position: 'static' });
    expect(errors).toEqual([]);
  });
});
