// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { configureMocks } from '../configure.ts';
import { getDb, loadDb } from '../db/store.ts';
import {
  LINK_ERRORS,
  PASSWORD_CHANGED,
  RESET_SENT,
  VERIFY_SENT,
} from '../domains/auth-recovery.ts';
import type { Email } from '../types/email.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { SNAPSHOT_KEY } from '../persistence/snapshot.ts';
import { MemoryStorage } from '../test/memory-storage.ts';
import { call, errorsOf, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const FORGOT = '/api/auth/forgot-password';
const RESET = '/api/auth/reset-password';
const RESEND = '/api/auth/verify-email/resend';
const VERIFY = '/api/auth/verify-email';
const NEW_PASSWORD = 'Client2026';
const RESET_ERRORS = LINK_ERRORS['reset-password'];
const VERIFY_ERRORS = LINK_ERRORS['verify-email'];

const at = (minutes: number) => () => new Date(fixedNow.getTime() + minutes * 60_000);
const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { email, password });

/** The newest mail of the inbox and the query of the link in it. */
function lastMail(): { mail: Email; query: URLSearchParams } {
  const mail = getDb().emails[0];
  if (!mail) throw new Error('no mail');
  const href = /href="([^"]+)"/.exec(mail.message)?.[1] ?? '';
  const url = new URL(href.replaceAll('&amp;', '&'), 'http://localhost');
  return { mail, query: url.searchParams };
}

async function resetLink(email = 'client@demo.com'): Promise<string> {
  await call('POST', FORGOT, { email });
  return lastMail().query.get('token') ?? '';
}

const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  call('POST', RESET, { token, password, confirm });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an account and for an unknown address, and mails only the account', async () => {
    const before = getDb().emails.length;
    const known = await call('POST', FORGOT, { email: 'Client@Demo.com' });
    const unknown = await call('POST', FORGOT, { email: 'nobody@demo.com' });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_SENT });
    expect(getDb().emails).toHaveLength(before + 1);
  });

  it("delivers the reset mail unread into the demo admin's inbox, with an escaped link", async () => {
    await call('POST', FORGOT, { email: 'client@demo.com' });
    const { mail, query } = lastMail();
    expect(mail).toMatchObject({
      folder: 'inbox',
      isRead: false,
      subject: 'Reset your password',
      to: [{ email: 'client@demo.com' }],
      time: fixedNow.toISOString(),
    });
    expect(mail.message).toContain('href="/pages/authentication/reset-password-v1?token=');
    expect(mail.message).toContain('&amp;email=client%40demo.com');
    expect(query.get('token')).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(query.get('email')).toBe('client@demo.com');
    const inbox = await call<{ emails: Email[] }>('GET', '/api/apps/email?filter=inbox');
    expect(inbox.body.emails[0]?.id).toBe(mail.id);
  });

  it('refuses only a malformed address, as a field error', async () => {
    expectFieldErrors(await call('POST', FORGOT, { email: 'not-an-email' }), ['email']);
    expectFieldErrors(await call('POST', FORGOT, 'nope'), ['body', 'email']);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('changes the password: the old one stops working, the new one signs in, the link is used up', async () => {
    const token = await resetLink();
    const answer = await reset(token);
    expect(answer).toMatchObject({ status: 200, body: { message: PASSWORD_CHANGED } });
    expect((await login('client@demo.com', 'client')).status).toBe(400);
    expect((await login('client@demo.com', NEW_PASSWORD)).status).toBe(201);
    const again = await reset(token, 'Another2026');
    expect(errorsOf(again)).toEqual({ token: [RESET_ERRORS.used] });
    expect((await login('client@demo.com', NEW_PASSWORD)).status).toBe(201);
  });

  it('refuses an unknown token', async () => {
    const answer = await reset('A'.repeat(43));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual({ token: [RESET_ERRORS.unknown] });
  });

  it('keeps a link 30 minutes by the mocks clock, then refuses it as expired', async () => {
    const token = await resetLink();
    configureMocks({ clock: at(30) });
    expect(errorsOf(await reset(token))).toEqual({ token: [RESET_ERRORS.expired] });
    configureMocks({ clock: at(29.9) });
    expect((await reset(token)).status).toBe(200);
  });

  it('replaces the older link of the account with a newer one', async () => {
    const older = await resetLink();
    const newer = await resetLink();
    expect(newer).not.toBe(older);
    expect(errorsOf(await reset(older))).toEqual({ token: [RESET_ERRORS.replaced] });
    expect((await reset(newer)).status).toBe(200);
  });

  it('checks the password rules and the confirmation, and keeps the link on a refusal', async () => {
    const token = await resetLink();
    const weak = await reset(token, 'short');
    expect(errorsOf(weak)).toEqual({
      password: [
        'password must be at least 8 characters.',
        'password must contain an uppercase letter.',
        'password must contain a digit.',
      ],
    });
    expectFieldErrors(await reset(token, NEW_PASSWORD, 'Different1'), ['confirm']);
    expectFieldErrors(await call('POST', RESET, { token }), ['password', 'confirm']);
    expect((await login('client@demo.com', 'client')).status).toBe(201);
    expect((await reset(token)).status).toBe(200);
  });
});

describe('POST /api/auth/verify-email/resend and /verify-email', () => {
  it('mails a link that verifies the account once', async () => {
    const sent = await call('POST', RESEND, { email: 'client@demo.com' });
    expect(sent).toMatchObject({ status: 200, body: { message: VERIFY_SENT, resendAfter: 60 } });
    const { mail, query } = lastMail();
    expect(mail).toMatchObject({ subject: 'Verify your email address', folder: 'inbox' });
    expect(mail.message).toContain('href="/pages/authentication/verify-email-v1?token=');
    const token = query.get('token');
    expect(getDb().loginUsers.find((u) => u.id === 2)?.emailVerifiedAt).toBeUndefined();

    const verified = await call('POST', VERIFY, { token });
    expect(verified).toMatchObject({
      status: 200,
      body: { email: 'client@demo.com', verifiedAt: fixedNow.toISOString() },
    });
    expect(getDb().loginUsers.find((u) => u.email === 'client@demo.com')?.emailVerifiedAt).toBe(
      fixedNow.toISOString(),
    );
    expect(errorsOf(await call('POST', VERIFY, { token }))).toEqual({
      token: [VERIFY_ERRORS.used],
    });
  });

  it('refuses an unknown token and a reset token', async () => {
    expect(errorsOf(await call('POST', VERIFY, { token: 'nope' }))).toEqual({
      token: [VERIFY_ERRORS.unknown],
    });
    const resetToken = await resetLink();
    expect(errorsOf(await call('POST', VERIFY, { token: resetToken }))).toEqual({
      token: [VERIFY_ERRORS.unknown],
    });
  });

  it('allows one send a minute per address, the same for an unknown one', async () => {
    for (const email of ['client@demo.com', 'nobody@demo.com']) {
      configureMocks({ clock: at(0) });
      expect((await call('POST', RESEND, { email })).status).toBe(200);
      configureMocks({ clock: at(0.25) });
      const early = await call('POST', RESEND, { email });
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({ retryAfter: 45 });
      configureMocks({ clock: at(1) });
      expect((await call('POST', RESEND, { email })).status).toBe(200);
    }
    const mails = getDb().emails.filter((e) => e.subject === 'Verify your email address');
    expect(mails).toHaveLength(2);
  });
});

describe('persistence', () => {
  it('keeps the links across a reload, and a snapshot saved before them still loads', async () => {
    const storage = new MemoryStorage();
    configureMocks({ persist: storage });
    const token = await resetLink();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadDb()).toBe('snapshot');
    expect((await reset(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadDb()).toBe('snapshot');
    expect((await login('client@demo.com', NEW_PASSWORD)).status).toBe(201);
    expect(errorsOf(await reset(token))).toEqual({ token: [RESET_ERRORS.used] });

    // The same snapshot as an older visit saved it, without the links: it loads, with none.
    const saved = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? '{}') as {
      db: Record<string, unknown>;
    };
    const { accountTokens: _links, ...older } = saved.db;
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...saved, db: older }));
    expect(loadDb()).toBe('snapshot');
    expect(getDb().accountTokens).toEqual([]);
    expect((await login('client@demo.com', NEW_PASSWORD)).status).toBe(201);
  });
});
