import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { where } from './session.ts';

const baseURL = inject('baseURL');
const account = { username: 'nora.k', email: 'nora.kent@example.com', password: 'Secret123' };

describe('registering in the built app', () => {
  it('signs the new account in, lists it among the users, and lets it sign in again', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${baseURL}register`);
    await page.getByLabel(/^Username/).fill(account.username);
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByRole('textbox', { name: /^Password/ }).fill(account.password);
    await page.getByRole('checkbox', { name: /privacy policy/ }).click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`**${href('dashboards.ecommerce')}`);

    // The fake API's users list knows the account, asked with the new session's token.
    const listed = await page.evaluate(async (username) => {
      const token = /(?:^|; )accessToken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/apps/users?q=${encodeURIComponent(username)}`, {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      const body = (await response.json()) as { users: { username: string; role: string }[] };
      return body.users.map((user) => `${user.username}:${user.role}`);
    }, account.username);
    expect(listed).toEqual([`${account.username}:subscriber`]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(where(page)).toBe(href('dashboards.ecommerce'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a taken email under the field, keeping what was typed', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseURL}register`);
    await page.getByLabel(/^Username/).fill('another.one');
    await page.getByLabel(/^Email/).fill('admin@demo.com');
    await page.getByRole('textbox', { name: /^Password/ }).fill(account.password);
    await page.getByRole('checkbox', { name: /privacy policy/ }).click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.getByText('An account with this email already exists').count())
      .toBe(1);
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('admin@demo.com');
    expect(where(page)).toBe('/register');
    await context.close();
  });
});
