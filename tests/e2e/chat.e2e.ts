import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

const rowOf = (page: Page, name: string) =>
  page.getByTestId('chat-list').getByRole('listitem').filter({ hasText: name });
const log = (page: Page) => page.getByRole('log', { name: 'Messages with Harriet McBride' });
const lastMessage = (page: Page) => log(page).getByTestId('chat-message').last();

describe('the chat app in the built app', () => {
  it('opens a chat (its unseen count cleared), sends, and the contact reads and answers live', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/chat');
    await page.waitForURL(`**${href('chat')}`);
    const harriet = rowOf(page, 'Harriet McBride');
    await harriet.getByText('1 unread').waitFor();
    // The navigation's Chat item counts every chat's unseen messages.
    const navChat = page.getByRole('navigation').getByRole('link', { name: /^Chat/ });
    // The badge shows the count and says it in words (its shown number is hidden from speech).
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Chat ?1 unread$/ })
      .waitFor();

    // Opening the chat clears its badge, here and on the server (it stays cleared on reload).
    await harriet.getByRole('button', { name: /Harriet McBride/ }).click();
    await page.waitForURL(/\?chat=2$/);
    await log(page).waitFor();
    await expect.poll(() => harriet.getByText(/unread/).count()).toBe(0);
    await expect.poll(() => navChat.innerText()).not.toMatch(/\d/);

    // Enter sends; the message shows its tick, which the contact's side moves on over the
    // socket (the app's reply speed is 1: delivered at 0.4 s, seen at 1.1 s, a reply at 2.7 s).
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Can you share the usability report?');
    await box.press('Enter');
    await expect
      .poll(() => lastMessage(page).textContent())
      .toContain('Can you share the usability report?');
    const mine = log(page)
      .getByTestId('chat-message')
      .filter({ hasText: 'Can you share the usability report?' });
    await mine.getByRole('img', { name: /^(Sent|Delivered|Seen)$/ }).waitFor();
    await mine.getByRole('img', { name: 'Seen' }).waitFor({ timeout: 10_000 });
    // The reply, without a reload; the open chat's badge stays cleared.
    await expect
      .poll(() => lastMessage(page).textContent(), { timeout: 10_000 })
      .toContain('Thanks, I will look into it and get back to you today.');
    expect(await harriet.getByText(/unread/).count()).toBe(0);
    await expect.poll(() => page.getByTestId('chat-typing').textContent()).toBe('');

    // After a reload (the fake API keeps its data), the conversation is as it was left.
    await page.reload();
    await log(page).waitFor();
    await expect
      .poll(() => lastMessage(page).textContent())
      .toContain('Thanks, I will look into it and get back to you today.');
    await mine.getByRole('img', { name: 'Seen' }).waitFor();
    expect(
      await rowOf(page, 'Harriet McBride')
        .getByText(/unread/)
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a 360 px phone: the chats in a drawer, the conversation without sideways scroll', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/chat');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseURL}apps/chat?chat=1`);
    const log = page.getByRole('log', { name: 'Messages with Gavin Griffith' });
    await log.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Show chats and contacts' }).click();
    const drawer = page.getByRole('dialog', { name: 'Chats and contacts' });
    await drawer
      .getByRole('button', { name: /Harriet McBride/ })
      .first()
      .click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('log', { name: 'Messages with Harriet McBride' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
