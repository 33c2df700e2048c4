// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { configureMocks } from '../configure.ts';
import { getDb } from '../db/store.ts';
import { userIdFromToken } from '../domains/auth.ts';
import { TWO_STEPS_MESSAGES } from '../values/two-steps.ts';
import type { LoginResponse } from '../types/auth.ts';
import { call, errorsOf } from '../test/mock-server.ts';
import { setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const ADMIN = 'admin@demo.com';

/** Moves the mocks clock to `seconds` after the fixed now. */
const at = (seconds: number) =>
  configureMocks({ clock: () => new Date(fixedNow.getTime() + seconds * 1000) });

const send = (email = ADMIN) =>
  call<Record<string, unknown>>('POST', '/api/auth/two-steps/send', { email });
const verify = (code: string, email = ADMIN) =>
  call<LoginResponse & { message?: string; retryAfter?: number }>(
    'POST',
    '/api/auth/two-steps/verify',
    { email, code },
  );

/** The code in the newest mail of the admin's inbox, as a reader of Mail would find it. */
function deliveredCode(): string {
  const [latest] = getDb().emails;
  const code = /\b(\d{6})\b/.exec(latest?.subject ?? '')?.[1];
  if (!code) throw new Error('no code in the newest mail');
  return code;
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/two-steps/send', () => {
  it('delivers a six-digit code to the inbox and answers the masked address and the resend delay', async () => {
    const { status, body } = await send();
    expect(status).toBe(200);
    expect(body).toEqual({ destination: 'ad•••@demo.com', resendAfter: 60, expiresIn: 600 });
    const [mail] = getDb().emails;
    expect(mail).toMatchObject({ folder: 'inbox', isRead: false, to: [{ email: ADMIN }] });
    expect(mail?.message).toContain(deliveredCode());
    expect(mail?.time).toBe(fixedNow.toISOString());
  });

  it('refuses a resend before a minute with 429 and retryAfter, then sends a new code', async () => {
    await send();
    const first = deliveredCode();
    at(45);
    const early = await send();
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ message: TWO_STEPS_MESSAGES.resendTooSoon, retryAfter: 15 });
    at(60);
    expect((await send()).status).toBe(200);
    expect(deliveredCode()).not.toBe(first);
    expect((await verify(first)).status).toBe(400);
  });

  it('answers a field error for an unknown account', async () => {
    const result = await send('nobody@demo.com');
    expect(result.status).toBe(400);
    expect(errorsOf(result)).toEqual({ email: [TWO_STEPS_MESSAGES.noAccount] });
  });
});

describe('POST /api/auth/two-steps/verify', () => {
  it('signs in with the right code, which is then used up', async () => {
    await send('client@demo.com');
    const code = deliveredCode();
    const { status, body } = await verify(code, 'client@demo.com');
    expect(status).toBe(200);
    expect(body.userData).toMatchObject({ email: 'client@demo.com', role: 'client' });
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(userIdFromToken(body.accessToken)).toBe(body.userData.id);
    const again = await verify(code, 'client@demo.com');
    expect(errorsOf(again)).toEqual({ code: [TWO_STEPS_MESSAGES.noCode] });
  });

  it('answers a field error for a wrong code and for a code that is not six digits', async () => {
    await send();
    expect(errorsOf(await verify(wrongOf(deliveredCode())))).toEqual({
      code: [TWO_STEPS_MESSAGES.wrongCode],
    });
    expect(errorsOf(await verify('12ab'))).toEqual({ code: [TWO_STEPS_MESSAGES.codeShape] });
  });

  it('locks the account for a minute after five wrong codes, even for the right one', async () => {
    await send();
    const code = deliveredCode();
    for (let i = 0; i < 4; i += 1) expect((await verify(wrongOf(code))).status).toBe(400);
    const fifth = await verify(wrongOf(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ message: TWO_STEPS_MESSAGES.locked, retryAfter: 60 });
    at(30);
    const locked = await verify(code);
    expect(locked.status).toBe(429);
    expect(locked.body.retryAfter).toBe(30);
    at(60);
    expect((await verify(code)).status).toBe(200);
  });

  it('refuses a code after its ten minutes', async () => {
    await send();
    const code = deliveredCode();
    at(600);
    expect(errorsOf(await verify(code))).toEqual({ code: [TWO_STEPS_MESSAGES.expired] });
  });

  it('refuses a code that was never sent', async () => {
    expect(errorsOf(await verify('123456'))).toEqual({ code: [TWO_STEPS_MESSAGES.noCode] });
  });
});
