import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import corpus from '../../packages/ui/src/safe-html/test-data/xss-vectors.json';
import { openSignedIn } from './session.ts';

/** The XSS corpus the SafeHtml test uses (its sources: test-data/README.md beside it). */
const vectors: { payload: string }[] = corpus;

const baseURL = inject('baseURL');

const list = (page: Page) => page.getByTestId('mail-list');
const rowNamed = (page: Page, subject: string) =>
  list(page).getByRole('listitem').filter({ hasText: subject });

/**
 * Clicks every link of the reader's message once the frame holds it (its srcdoc document loaded,
 * not the blank one a new frame starts with), as a reader would.
 */
async function clickEveryLink(page: Page) {
  await page
    .getByTestId('mail-reader')
    .locator('iframe')
    .first()
    .evaluate(
      (frame: HTMLIFrameElement) =>
        new Promise<void>((resolve, reject) => {
          const giveUp = Date.now() + 10_000;
          const clickAll = () => {
            const doc = frame.contentDocument;
            if (doc?.URL === 'about:srcdoc' && doc.readyState === 'complete') {
              for (const link of doc.querySelectorAll('a[href]'))
                (link as HTMLAnchorElement).click();
              resolve();
            } else if (Date.now() > giveUp) reject(new Error('the message never loaded'));
            else setTimeout(clickAll, 20);
          };
          clickAll();
        }),
    );
}

describe('the mail app in the built app', () => {
  it('searches, opens, stars, moves to spam and labels mail, and keeps it all after a reload', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/email');
    await page.waitForURL(`**${href('email')}`);
    await list(page).waitFor();

    // Search as typed: the URL keeps it, the list narrows.
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('return');
    await page.waitForURL(/\?q=return$/);
    await expect.poll(() => list(page).getByRole('listitem').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('');
    await page.waitForURL((url) => url.search === '');

    // Opening a mail reads it: the reader shows its message (in the list's place at this width),
    // and back in the list its row is no longer bold.
    const row = rowNamed(page, 'Question about my return');
    await expect.poll(() => row.getAttribute('data-unread')).toBe('');
    await row.getByRole('button', { name: /Question about my return/ }).click();
    await page.waitForURL(/\?mail=\d+$/);
    const reader = page.getByTestId('mail-reader');
    await reader.getByRole('heading', { level: 2, name: 'Question about my return' }).waitFor();
    await expect
      .poll(() => reader.locator('iframe').contentFrame().locator('body').innerText())
      .toContain('Trail Runner GTX');
    // A label from the reader's menu, then back to the list.
    await reader.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Important' }).click();
    await page.keyboard.press('Escape');
    await reader.getByRole('button', { name: 'Back to the list' }).click();
    await list(page).waitFor();
    await expect.poll(() => row.getAttribute('data-unread')).toBeNull();

    // A star from the row.
    await row.getByRole('button', { name: 'Star the mail from Sofia Ramirez' }).click();
    await row
      .getByRole('button', { name: 'Remove the star from the mail from Sofia Ramirez' })
      .waitFor();

    // Two mails selected and moved to spam: they leave the inbox for the spam view.
    await rowNamed(page, 'Damaged parcel').getByRole('checkbox').click();
    await rowNamed(page, 'Gift wrapping available?').getByRole('checkbox').click();
    await page
      .getByTestId('mail-bulk-bar')
      .getByRole('button', { name: 'Move to', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Spam' }).click();
    await page.getByText('2 mails moved to Spam').first().waitFor();
    await expect.poll(() => rowNamed(page, 'Damaged parcel').count()).toBe(0);

    // After a reload (the fake API keeps its data), everything is as it was left.
    await page.reload();
    await list(page).waitFor();
    const kept = rowNamed(page, 'Question about my return');
    await kept
      .getByRole('button', { name: 'Remove the star from the mail from Sofia Ramirez' })
      .waitFor();
    expect(await kept.getAttribute('data-unread')).toBeNull();
    await page.getByRole('link', { name: /^Spam/ }).click();
    await page.waitForURL(`**${href('email.filter', { filter: 'spam' })}`);
    await rowNamed(page, 'Damaged parcel').waitFor();
    await rowNamed(page, 'Gift wrapping available?').waitFor();
    await page.getByRole('link', { name: /^Important/ }).click();
    await rowNamed(page, 'Question about my return').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes, undoes and sends a mail, hears one arrive, and keeps it all after a reload', async () => {
    const { page, context, errors } = await openSignedIn(
      baseURL,
      'admin',
      'apps/email?mock-latency=0',
    );
    await list(page).waitFor();

    // `c` opens the composer; addresses become chips, the subject names the window.
    await page.keyboard.press('c');
    const composer = page.getByRole('dialog', { name: 'New message' });
    await composer.getByRole('textbox', { name: 'To' }).fill('amelia.chen@example.com,');
    await composer.getByRole('textbox', { name: 'Subject' }).fill('Spring catalogue');
    const sent = page.getByRole('dialog', { name: 'Spring catalogue' });
    await sent.getByRole('textbox', { name: 'Message' }).fill('The new prices are attached.');
    await sent.getByRole('button', { name: 'Send', exact: true }).click();
    await sent.waitFor({ state: 'detached' });

    // Undo brings it back as it was; sent again, it lands in Sent after the window.
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await sent.getByRole('textbox', { name: 'Subject' }).waitFor();
    expect(await sent.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Spring catalogue',
    );
    await sent.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Message sent').first().waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: /^Sent/ }).click();
    await rowNamed(page, 'Spring catalogue').waitFor();

    // A mail arriving (the fake API's demo call) shows in the inbox at once, with a toast.
    await page.getByRole('link', { name: /^Inbox/ }).click();
    await list(page).waitFor();
    const arrived = await page.evaluate(async () => {
      const response = await fetch('/api/apps/email/simulate-incoming', { method: 'POST' });
      return (await response.json()) as { subject: string; from: { name: string } };
    });
    await page.getByText(`New mail from ${arrived.from.name}`).first().waitFor();
    await rowNamed(page, arrived.subject).waitFor();

    await page.reload();
    await list(page).waitFor();
    await rowNamed(page, arrived.subject).waitFor();
    await page.getByRole('link', { name: /^Sent/ }).click();
    await rowNamed(page, 'Spring catalogue').waitFor();

    // On another screen the toast comes too, and its button opens the mail.
    await page
      .getByRole('link', { name: /^Chat\b/ })
      .first()
      .click();
    await page.waitForURL(/\/apps\/chat/);
    const another = await page.evaluate(async () => {
      const response = await fetch('/api/apps/email/simulate-incoming', { method: 'POST' });
      return (await response.json()) as { subject: string; from: { name: string } };
    });
    const toast = page.locator('li').filter({ hasText: `New mail from ${another.from.name}` });
    await toast.getByRole('button', { name: 'Open' }).click();
    await page
      .getByTestId('mail-reader')
      .getByRole('heading', { level: 2, name: another.subject, exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'runs nothing of the XSS corpus, each payload a message opened in the reader and its links clicked, then quoted in a reply',
    { timeout: 240_000 },
    async () => {
      // No simulated latency: the corpus is 116 calls, and this measures safety, not speed.
      const { page, context, errors } = await openSignedIn(
        baseURL,
        'admin',
        'apps/email?mock-latency=0',
      );
      await list(page).waitFor();
      const fired: string[] = [];
      page.on('dialog', (dialog) => {
        fired.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      page.on('framenavigated', (frame) => {
        if (/^javascript:/i.test(frame.url())) fired.push(`navigated to ${frame.url()}`);
      });
      context.on('page', (opened) => {
        if (/^javascript:/i.test(opened.url())) fired.push(`opened ${opened.url()}`);
        void opened.close();
      });
      // The watch works: raw HTML put in the page itself does fire.
      await page.evaluate(() => {
        const raw = document.createElement('div');
        raw.innerHTML = '<img src="x" onerror="alert(&quot;control&quot;)">';
        document.body.append(raw);
      });
      await expect.poll(() => fired).toEqual(['alert: control']);
      fired.length = 0;
      // Links open in a new tab: none may leave this machine.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

      // Every payload stored as given, through the fake API's send call (a mail server does not
      // clean HTML): the newest first in Sent.
      const ids = await page.evaluate(
        async (payloads) => {
          const stored: number[] = [];
          for (const [index, message] of payloads.entries()) {
            const response = await fetch('/api/apps/email/send', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                to: [{ email: 'qa@atrium.shop', name: 'QA' }],
                subject: `XSS ${index}`,
                message,
              }),
            });
            stored.push(((await response.json()) as { id: number }).id);
          }
          return stored;
        },
        vectors.map((vector) => vector.payload),
      );
      expect(ids).toHaveLength(vectors.length);

      // From the oldest of them (the lowest in the list), one after the other up the list.
      await page.goto(
        `${baseURL}${href('email.filter', { filter: 'sent' }).slice(1)}?mail=${ids[0]}`,
      );
      const reader = page.getByTestId('mail-reader');
      for (const [index] of vectors.entries()) {
        await reader
          .getByRole('heading', { level: 2, name: `XSS ${index}`, exact: true })
          .waitFor();
        await clickEveryLink(page);
        // Quoted in a reply, in the composer's editor (this page's own document), and sent.
        await reader.getByRole('button', { name: 'Reply', exact: true }).click();
        const reply = page.getByRole('dialog', { name: `Re: XSS ${index}`, exact: true });
        await reply.getByRole('textbox', { name: 'Message' }).waitFor();
        await reply.getByRole('button', { name: 'Send', exact: true }).click();
        await reply.waitFor({ state: 'detached' });
        if (index < vectors.length - 1)
          await reader.getByRole('button', { name: 'Previous mail' }).click();
      }
      // The replies, sent once their Undo window is over, read as safely: listed by the search,
      // from the oldest up, as the payloads were.
      const replies = 'Re: XSS';
      const sentReplies = () =>
        page.evaluate(async (q) => {
          const response = await fetch(`/api/apps/email?filter=sent&q=${encodeURIComponent(q)}`);
          return ((await response.json()) as { emails: { id: number; subject: string }[] }).emails;
        }, replies);
      await expect
        .poll(async () => (await sentReplies()).length, { timeout: 20_000 })
        .toBe(vectors.length);
      const sentOnes = (await sentReplies()).reverse();
      await page.goto(
        `${baseURL}${href('email.filter', { filter: 'sent' }).slice(1)}?${new URLSearchParams({ q: replies, mail: String(sentOnes[0]?.id) }).toString()}`,
      );
      for (const [step, { subject }] of sentOnes.entries()) {
        await reader.getByRole('heading', { level: 2, name: subject, exact: true }).waitFor();
        await clickEveryLink(page);
        if (step < sentOnes.length - 1)
          await reader.getByRole('button', { name: 'Previous mail' }).click();
      }
      // The frames never got to run a script: nothing fired, on any page.
      expect(fired).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
