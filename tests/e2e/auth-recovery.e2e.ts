import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { openPage } from './browser.ts';
import { accounts, signIn } from './session.ts';

const baseURL = inject('baseURL');
const url = (path: string) => `${baseURL}${path.replace(/^\//, '')}`;
const NEW_PASSWORD = 'Client2026';

interface InboxMail {
  subject: string;
  message: string;
  to: { email: string }[];
}

/**
 * The reset link of the newest "Reset your password" mail to `email` in the signed-in admin's
 * inbox, read through the fake API with the session's token, as the Mail screen would.
 */
async function resetLinkInInbox(page: Page, email: string): Promise<string> {
  const mails = await page.evaluate(async () => {
    const token = /(?:^|;\s*)accessToken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/apps/email?filter=inbox', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return ((await response.json()) as { emails: InboxMail[] }).emails;
  });
  const mail = mails.find(
    (m) => m.subject === 'Reset your password' && m.to.some((to) => to.email === email),
  );
  const link = /href="([^"]+)"/.exec(mail?.message ?? '')?.[1];
  if (!link) throw new Error(`No reset mail to ${email} in the inbox`);
  return link.replaceAll('&amp;', '&');
}

async function setNewPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(url(link));
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm the new password/).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

describe('password recovery in the built app', () => {
  it("mails a reset link into the admin's inbox that changes the client's password, once", async () => {
    const { context, page, errors } = await openPage();

    // A visitor asks for a link for the client account.
    await page.goto(url('/forgot-password'));
    await page.getByLabel(/^Email/).fill(accounts.client.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-sent').waitFor();

    // The demo admin finds it in Mail's inbox (a second tab: the fake API's db is the
    // context's saved snapshot, which a new page loads).
    const inbox = await context.newPage();
    await signIn(inbox, baseURL, 'admin');
    const link = await resetLinkInInbox(inbox, accounts.client.email);
    expect(link).toMatch(
      /^\/pages\/authentication\/reset-password-v1\?token=\w+&email=client%40demo\.com$/,
    );
    await inbox.close();
    await context.clearCookies();

    // The link sets a new password.
    await setNewPassword(page, link, NEW_PASSWORD);
    await page.getByTestId('reset-done').waitFor();

    // The old password no longer signs in; the new one does.
    await page.goto(url('/login'));
    await page.getByLabel(/^Email/).fill(accounts.client.email);
    await page.getByLabel(/^Password/).fill(accounts.client.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((at) => !at.pathname.startsWith('/login'));

    // The same link again is refused, with the server's reason.
    await setNewPassword(page, link, 'Another2026');
    const refused = page.getByTestId('reset-link-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('already been used');

    expect(errors).toEqual([]);
    await context.close();
  });
});
