import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, openPage } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the app on the built-in fake API', () => {
  it('starts the fake API before rendering and shows the start screen', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(baseURL);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to Atrium');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to Arabic: lang=ar, dir=rtl, translated, and kept after a reload', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      )
      .toEqual(['ar', 'rtl']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('مرحبًا بك في أتريوم');
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('مرحبًا بك في أتريوم');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });

  it('applies the stored theme before any module runs (no flash on reload)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Dark' }).click();
    await page.getByRole('button', { name: '#FF4C51' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mode))
      .toBe('dark');
    // Block the app's JavaScript: only the inline pre-paint script can set the theme now.
    await page.route('**/src/main.tsx', (route) => route.abort());
    await page.reload();
    const applied = await page.evaluate(() => ({
      mode: document.documentElement.dataset.mode,
      primary: document.documentElement.style.getPropertyValue('--at-color-primary'),
    }));
    expect(applied).toEqual({ mode: 'dark', primary: '#FF4C51' });
    await context.close();
  });

  it('follows the operating system in system mode, live', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'System' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mode))
      .toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mode))
      .toBe('dark');
    // The background eases between modes, so wait for it to settle on the dark surface.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(37, 41, 60)');
    await context.close();
  });

  it('shows the 404 screen for an unknown path, with a way home', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseURL}no/such/page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to Atrium');
    await context.close();
  });
});
