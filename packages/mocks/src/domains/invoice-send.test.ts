import { describe, expect, it } from 'vitest';

import { seedLoginUsers } from '../db/seed/users.ts';
import { senderName, textToHtml } from './invoice-send.ts';

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

describe('senderName', () => {
  const users = seedLoginUsers();
  it('is the user the token names, else the mailbox owner', () => {
    expect(senderName(users, 'Bearer atrium-mock.2.abc')).toBe('Jane Doe');
    expect(senderName(users, null)).toBe('John Doe');
    expect(senderName(users, 'Bearer atrium-mock.99.abc')).toBe('John Doe');
  });
});
