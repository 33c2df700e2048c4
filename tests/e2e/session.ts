import type { Page } from 'playwright-core';

import { openPage } from './browser.ts';

export const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/** Signs in through the login form, as a person would. */
export async function signIn(
  page: Page,
  baseURL: string,
  who: keyof typeof accounts,
  path = 'login',
): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseURL}${path}`);
  await page.getByLabel(/^Email/).fill(accounts[who].email);
  await page.getByLabel(/^Password/).fill(accounts[who].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs out through the navbar's account menu and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** Pathname plus query of the page, as the guard produces them. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A fresh page (`openPage`) signed in as `who` through the login form (`signIn`). */
export async function openSignedIn(
  baseURL: string,
  who: keyof typeof accounts,
  path?: string,
): ReturnType<typeof openPage> {
  const opened = await openPage();
  await signIn(opened.page, baseURL, who, path);
  return opened;
}

/** Picks `choice` in the navbar menu behind the button named `menu` (Language, Theme). */
export async function chooseInNavbar(page: Page, menu: string, choice: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
}
