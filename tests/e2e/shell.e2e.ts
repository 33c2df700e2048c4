import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { chooseInNavbar, openSignedIn, signIn, where } from './session.ts';

const baseURL = inject('baseURL');

describe('the app shell on the built-in fake API', () => {
  it('shows the login screen at once and starts the fake API with the first request', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${baseURL}login`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to Atrium!');
    await expect.poll(() => page.getByLabel(/^Email/).count()).toBe(1);
    expect(await page.getByLabel(/^Password/).count()).toBe(1);
    // The login page needs no data: its first paint does not wait for the fake API's chunk.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
    // The bundled font, not the system's: the production build once dropped the fonts' CSS.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replaceAll('"', '') === 'Public Sans' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    await page.getByLabel(/^Email/).fill('admin@demo.com');
    await page.getByLabel(/^Password/).fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a wrong password inline and keeps the input', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseURL}login`);
    await page.getByLabel(/^Email/).fill('admin@demo.com');
    await page.getByLabel(/^Password/).fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBe(1);
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('admin@demo.com');
    await context.close();
  });

  it('keeps the session across a reload, and logout ends it', async () => {
    const { page, context } = await openSignedIn(baseURL, 'admin');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(where(page)).toBe(href('dashboards.ecommerce'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    // Signing in again without a reload goes through the store the first visit created.
    await signIn(page, baseURL, 'client');
    expect(where(page)).toBe('/access-control');
    await expect.poll(() => page.getByText(/\(client\)\.$/).count()).toBe(1);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${baseURL}apps/chat`);
    await page.waitForURL('**/login?to=%2Fapps%2Fchat');
    await context.close();
  });

  it('switches to Arabic from the language menu: lang=ar, dir=rtl, kept after a reload', async () => {
    const { page, context } = await openSignedIn(baseURL, 'admin');
    await chooseInNavbar(page, 'Language', 'العربية');
    await expect
      .poll(() =>
        page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      )
      .toEqual(['ar', 'rtl']);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.title()).toBe('التجارة الإلكترونية · Atrium');
    await context.close();
  });

  it('switches to dark from the theme menu, applied before any module runs on reload', async () => {
    const { page, context } = await openSignedIn(baseURL, 'admin');
    await chooseInNavbar(page, 'Theme', 'Dark');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mode))
      .toBe('dark');
    // Block the app's JavaScript: only the inline pre-paint script can set the theme now.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe('dark');
    await context.close();
  });

  it('follows the operating system in system mode, live', async () => {
    const { page, context } = await openPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, baseURL, 'admin');
    await chooseInNavbar(page, 'Theme', 'System');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mode))
      .toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mode))
      .toBe('dark');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(37, 41, 60)');
    await context.close();
  });

  it('names each page in the document title and marks the current navigation item', async () => {
    const { page, context } = await openSignedIn(baseURL, 'admin');
    await page.goto(`${baseURL}apps/email/filter/starred`);
    await expect.poll(() => page.title()).toBe('Email · Atrium');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    expect(await nav.getByRole('link', { name: 'Email' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await context.close();
  });
});
