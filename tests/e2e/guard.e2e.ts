import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href, redirects } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { openSignedIn, signIn, where } from './session.ts';

const baseURL = inject('baseURL');

async function landsOn(page: Page, path: string): Promise<string> {
  await page.goto(`${baseURL}${path.replace(/^\//, '')}`);
  await page.waitForLoadState('networkidle');
  return where(page);
}

const publicPath = href('misc.comingSoon');
const guestPath = '/login';
const protectedPath = `${href('ecommerce.productList')}?status=Published`;

describe('route guard, every kind of visitor × every kind of route', () => {
  it('anonymous: public passes, guest-only passes, protected goes to login with the query and `to`', async () => {
    const { page, context } = await openPage();
    expect(await landsOn(page, publicPath)).toBe(publicPath);
    expect(await landsOn(page, guestPath)).toBe(guestPath);
    expect(await landsOn(page, protectedPath)).toBe(
      `/login?status=Published&to=${encodeURIComponent(href('ecommerce.productList'))}`,
    );
    expect(await landsOn(page, '/?ref=mail')).toBe('/login?ref=mail');
    expect(await landsOn(page, '/admin')).toBe('/login');
    await context.close();
  });

  it('client: public passes, guest-only goes to the dashboard (then not-authorized), protected without the ability goes to not-authorized', async () => {
    const { page, context } = await openSignedIn(baseURL, 'client');
    expect(where(page)).toBe('/access-control');
    expect(await landsOn(page, publicPath)).toBe(publicPath);
    expect(await landsOn(page, guestPath)).toBe(href('misc.notAuthorized'));
    expect(await landsOn(page, protectedPath)).toBe(href('misc.notAuthorized'));
    expect(await landsOn(page, '/access-control')).toBe('/access-control');
    expect(await landsOn(page, '/admin')).toBe('/access-control');
    await context.close();
  });

  it('admin: everything passes, guest-only goes to the e-commerce dashboard', async () => {
    const { page, context } = await openSignedIn(baseURL, 'admin');
    expect(where(page)).toBe(href('dashboards.ecommerce'));
    expect(await landsOn(page, publicPath)).toBe(publicPath);
    expect(await landsOn(page, guestPath)).toBe(href('dashboards.ecommerce'));
    expect(await landsOn(page, protectedPath)).toBe(protectedPath);
    expect(await landsOn(page, '/access-control')).toBe('/access-control');
    expect(await landsOn(page, '/')).toBe(href('dashboards.ecommerce'));
    await context.close();
  });

  it('after login, goes to `to`', async () => {
    const { page, context } = await openPage();
    expect(await landsOn(page, href('email'))).toBe(
      `/login?to=${encodeURIComponent(href('email'))}`,
    );
    await signIn(page, baseURL, 'admin');
    expect(where(page)).toBe(href('email'));
    await context.close();
  });

  it('redirects the profile and settings roots to their first tab, and unknown paths to the 404 screen', async () => {
    const { page, context } = await openSignedIn(baseURL, 'admin');
    expect(redirects.fixed.map(({ to }) => to)).toEqual([
      href('userProfile', { tab: 'profile' }),
      href('accountSettings', { tab: 'account' }),
    ]);
    for (const { from, to } of redirects.fixed) expect(await landsOn(page, from)).toBe(to);
    await landsOn(page, '/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await context.close();
  });
});
