import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import type { Email } from '../types/email.ts';
import { storeMail, textToHtml } from './mail-delivery.ts';

describe('textToHtml', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(
      textToHtml('Dear <b>Ada</b> & co,\n\nYour invoice:\nhttps://x.example/?a=1&b="2"\n'),
    ).toBe(
      '<p>Dear &lt;b&gt;Ada&lt;/b&gt; &amp; co,</p><p>Your invoice:<br>https://x.example/?a=1&amp;b=&quot;2&quot;</p>',
    );
  });

  it('answers nothing for blank text', () => {
    expect(textToHtml('  \n\n ')).toBe('');
  });
});

describe('storeMail', () => {
  it('puts the mail on top with an id free among mails and replies', () => {
    const emails: Email[] = [];
    const first = storeMail(emails, {
      from: { name: 'Atrium', email: 'no-reply@atrium.example' },
      to: [{ name: 'John Doe', email: 'admin@demo.com' }],
      subject: 'Reset your password',
      html: '<p>Hi</p>',
      folder: 'inbox',
      isRead: false,
      now: new Date(fixedNow),
    });
    first.replies.push({ ...first, id: 7, replies: [] });
    const second = storeMail(emails, {
      ...first,
      html: '<p>Again</p>',
      folder: 'inbox',
      isRead: false,
      now: new Date(fixedNow),
    });
    expect(emails.map((e) => e.id)).toEqual([8, first.id]);
    expect(second).toMatchObject({
      folder: 'inbox',
      isRead: false,
      time: new Date(fixedNow).toISOString(),
    });
    expect(second.from.avatar).toMatch(/atrium/);
  });
});
