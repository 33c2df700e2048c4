// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { getDb } from '../db/store.ts';
import type { FrontContactMessage } from '../types/front.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const CONTACT = '/api/front/contact';
const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello <team>,\n\nA demo?',
};

describe('POST /api/front/contact', () => {
  it('answers 201 with the stored message, dated by the clock', async () => {
    const { status, body } = await call<FrontContactMessage>('POST', CONTACT, message);
    expect(status).toBe(201);
    expect(body).toEqual({ id: 1, ...message, createdAt: fixedNow.toISOString() });
    expect(getDb().frontContactMessages).toEqual([body]);
  });

  it('delivers the message unread, escaped, to the top of the demo admin’s inbox', async () => {
    await call('POST', CONTACT, message);
    const [mail] = getDb().emails;
    expect(mail).toMatchObject({
      folder: 'inbox',
      isRead: false,
      subject: 'Contact form: Ada Lovelace',
      from: { name: 'Ada Lovelace', email: 'ada@example.com' },
      to: [{ name: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email }],
      message: '<p>Hello &lt;team&gt;,</p><p>A demo?</p>',
    });
  });

  it('refuses a missing name, a bad email and an empty message with field errors, storing nothing', async () => {
    const mails = getDb().emails.length;
    const result = await call('POST', CONTACT, { name: '', email: 'nope', message: '  ' });
    expect(result.status).toBe(400);
    expectFieldErrors(result, ['name', 'email', 'message']);
    expect(getDb().frontContactMessages).toEqual([]);
    expect(getDb().emails).toHaveLength(mails);
  });

  it('refuses a body that is not a JSON object', async () => {
    const result = await call('POST', CONTACT, 'hello');
    expect(result.status).toBe(400);
  });
});
