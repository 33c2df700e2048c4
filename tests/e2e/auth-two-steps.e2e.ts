import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { signIn } from './session.ts';

const baseURL = inject('baseURL');
const url = (path: string) => `${baseURL}${path.replace(/^\//, '')}`;

interface Inbox {
  emails: { subject: string; to: { email: string }[]; isRead: boolean }[];
}

/** The admin's inbox through the fake API, with the signed-in session's bearer token. */
async function readInbox(page: Page): Promise<Inbox> {
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  if (!token) throw new Error('The admin session has no access token');
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/apps/email?folder=inbox', {
      headers: { Authorization: `Bearer ${decodeURIComponent(bearer)}` },
    });
    return (await response.json()) as Inbox;
  }, token);
}

/** A real paste: the clipboard's text arrives in a `paste` event on the focused box. */
async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label });
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe('two-step sign-in in the built app', () => {
  it('delivers the code to the admin’s inbox, and the pasted code signs in', async () => {
    const visitor = await openPage();
    await visitor.page.goto(url(href('auth.two-steps-v1')));
    await visitor.page.getByText('ad•••@demo.com').waitFor();

    // The admin reads Mail in another browser context that starts from the saved fake API.
    const admin = await openPage(await visitor.context.storageState());
    await signIn(admin.page, baseURL, 'admin');
    const [latest] = (await readInbox(admin.page)).emails;
    expect(latest).toMatchObject({ isRead: false, to: [{ email: 'admin@demo.com' }] });
    const code = /\b(\d{6})\b/.exec(latest?.subject ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await admin.context.close();

    await pasteInto(visitor.page, 'Digit 1 of 6', `Code: ${code ?? ''}`);
    for (const [index, digit] of [...(code ?? '')].entries()) {
      expect(
        await visitor.page.getByRole('textbox', { name: `Digit ${index + 1} of 6` }).inputValue(),
      ).toBe(digit);
    }
    await visitor.page.getByRole('button', { name: 'Verify my account' }).click();
    await visitor.page.waitForURL((to) => !to.pathname.includes('two-steps'));
    expect(new URL(visitor.page.url()).pathname).not.toMatch(/login|authentication/);
    const session = (await visitor.context.cookies()).find((c) => c.name === 'userData');
    expect(decodeURIComponent(session?.value ?? '')).toContain('admin@demo.com');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
