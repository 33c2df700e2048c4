import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn, signIn, signOut, where } from './session.ts';

const baseURL = inject('baseURL');

describe('the roles screen in the built app', () => {
  it("gives the support role only Read on Email, support's next sign-in gets just that, and the admin adds and deletes a user with Undo", async () => {
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

    await signOut(page);
    await page.getByLabel(/^Email/).fill('support@demo.com');
    await page.getByLabel(/^Password/).fill('support');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('link', { name: 'Email' }).waitFor();
    expect(await nav.getByText('eCommerce').count()).toBe(0);
    // Its home is the first screen it may open: the e-commerce dashboard is no longer one.
    expect(where(page)).toBe(href('email'));
    await page.goto(`${baseURL}apps/ecommerce/product/list`);
    await page.waitForURL(`**${href('misc.notAuthorized')}`);
    expect(where(page)).toBe(href('misc.notAuthorized'));

    // Back as the admin: add a user, find them in the list, delete them and undo it.
    await page.goto(`${baseURL}apps/email`);
    await signOut(page);
    await signIn(page, baseURL, 'admin');
    await page.goto(`${baseURL}apps/user/list`);
    await page.getByTestId('user-list-add').click();
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByLabel(/^Full name/).fill('Noor Haddad');
    await drawer.getByLabel(/^Username/).fill('noor.haddad');
    await drawer.getByLabel(/^Email/).fill('noor.haddad@example.com');
    await drawer.getByLabel(/^Contact/).fill('+1 555 0100');
    await drawer.getByLabel(/^Company/).fill('Atrium');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByLabel('Search users').fill('noor.haddad');
    const row = page.getByRole('row', { name: /Noor Haddad/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Actions for Noor Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await row.waitFor();
    // The undone delete never reaches the fake API: the user is still there after a reload.
    await page.reload();
    await page.getByRole('row', { name: /Noor Haddad/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
