import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn, where } from './session.ts';

const baseURL = inject('baseURL');

describe('the roles screen in the built app', () => {
  it("gives the support role only Read on Email, and support's next sign-in gets just that", async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin');
    await page.goto(`${baseURL}apps/roles`);
    const card = page.getByTestId('role-card-4');
    await card.getByRole('button', { name: 'Edit role' }).click();
    const dialog = page.getByRole('dialog');
    const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
    // Partly ticked: the first press ticks every box, the second clears them all.
    await selectAll.click();
    await expect.poll(() => selectAll.getAttribute('aria-checked')).toBe('true');
    await selectAll.click();
    await expect.poll(() => selectAll.getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('checkbox', { name: 'Read: Email' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByText('1 of 39 permissions granted').count()).toBe(1);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel(/^Email/).fill('support@demo.com');
    await page.getByLabel(/^Password/).fill('support');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('link', { name: 'Email' }).waitFor();
    expect(await nav.getByText('eCommerce').count()).toBe(0);
    await page.goto(`${baseURL}apps/ecommerce/product/list`);
    await page.waitForURL(`**${href('misc.notAuthorized')}`);
    expect(where(page)).toBe(href('misc.notAuthorized'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
