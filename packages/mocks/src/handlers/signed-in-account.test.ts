// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { configureMocks } from '../configure.ts';
import { getDb, resetDb } from '../db/store.ts';
import { issueAccessToken } from '../domains/auth.ts';
import type { AccountInvoice, SignedInAccount } from '../types/signed-in-account.ts';
import { ORIGIN, setupMockServer } from '../test/mock-server.ts';
import { planOf } from '../values/plans.ts';

setupMockServer();

const NOW = new Date('2026-03-10T09:00:00.000Z');
const BASE = '/api/pages/account-settings';

/** A request as the signed-in user `userId` (anonymous when undefined). */
async function as(userId: number | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId !== undefined) headers.Authorization = `Bearer ${issueAccessToken(userId)}`;
  const response = await fetch(`${ORIGIN}${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}

const view = async (userId = 1) => (await as(userId, 'GET', '')).body as SignedInAccount;
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

const profile = {
  fullName: 'Johnny Doe',
  email: 'johnny@demo.com',
  organisation: 'Atrium',
  phone: '+33 1 23 45 67 89',
  address: '1 Canal Street',
  state: 'Paris',
  zipCode: '75001',
  country: 'France',
  language: 'fr',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
};

async function signIn(email: string, password: string) {
  const response = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

beforeEach(() => {
  configureMocks({ clock: () => NOW });
  resetDb();
});

describe('signed-in account settings', () => {
  it('answers 401 without a token or with a token of no known user', async () => {
    expect((await as(undefined, 'GET', '')).status).toBe(401);
    expect((await as(999, 'PUT', '/account', profile)).status).toBe(401);
  });

  it("reads the token's account: its sign-in name, a seeded profile, devices and plan", async () => {
    const account = await view(1);
    expect(account.profile.fullName).toBe('John Doe');
    expect(account.profile.email).toBe('admin@demo.com');
    expect(account.profile.country).not.toBe('');
    expect(account.devices.length).toBeGreaterThanOrEqual(2);
    expect(account.plan.daysTotal).toBe(30);
    expect(account.deactivated).toBe(false);
    expect((await view(2)).profile.fullName).toBe('Jane Doe');
  });

  it('saves the profile into the sign-in record: the new email signs in, the old one no longer', async () => {
    const saved = await as(1, 'PUT', '/account', profile);
    expect(saved).toEqual({ status: 200, body: profile });
    expect((await view(1)).profile).toEqual(profile);
    expect(await signIn('johnny@demo.com', 'admin')).toBe(201);
    expect(await signIn('admin@demo.com', 'admin')).toBe(400);
  });

  it('refuses a bad profile field by field and keeps the stored one', async () => {
    const refused = await as(1, 'PUT', '/account', {
      ...profile,
      fullName: '',
      email: 'client@demo.com',
      phone: 'call me',
      language: 'xx',
      timeZone: 'Mars/Olympus',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(errorsOf(refused.body)).sort()).toEqual([
      'email',
      'fullName',
      'language',
      'phone',
      'timeZone',
    ]);
    expect((await view(1)).profile.fullName).toBe('John Doe');
  });

  it('takes a small picture as the avatar, refuses a big or foreign one, and resets it', async () => {
    const before = (await view(1)).avatar;
    const small = `data:image/png;base64,${'A'.repeat(400)}`;
    expect(await as(1, 'PUT', '/avatar', { avatar: small })).toEqual({
      status: 200,
      body: { avatar: small },
    });
    const big = `data:image/jpeg;base64,${'A'.repeat(1_100_000)}`;
    const tooBig = await as(1, 'PUT', '/avatar', { avatar: big });
    expect(errorsOf(tooBig.body).avatar).toEqual(['The picture must be at most 800 KB.']);
    const svg = await as(1, 'PUT', '/avatar', { avatar: 'data:image/svg+xml;base64,AAAA' });
    expect(errorsOf(svg.body).avatar).toEqual(['The picture must be a JPG, PNG or GIF.']);
    expect((await view(1)).avatar).toBe(small);
    expect((await as(1, 'DELETE', '/avatar')).body).toEqual({ avatar: before });
  });

  it('deactivates only with confirm: true', async () => {
    expect((await as(1, 'POST', '/deactivate', {})).status).toBe(400);
    expect((await as(1, 'POST', '/deactivate', { confirm: 'yes' })).status).toBe(400);
    expect((await view(1)).deactivated).toBe(false);
    expect((await as(1, 'POST', '/deactivate', { confirm: true })).status).toBe(204);
    expect((await view(1)).deactivated).toBe(true);
  });

  it('changes the password only with the right current one, by the rules; sign-in follows', async () => {
    const wrong = await as(1, 'POST', '/password', {
      currentPassword: 'nope',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    expect(Object.keys(errorsOf(wrong.body))).toEqual(['currentPassword']);
    const weak = await as(1, 'POST', '/password', {
      currentPassword: 'admin',
      password: 'short',
      confirm: 'other',
    });
    expect(Object.keys(errorsOf(weak.body)).sort()).toEqual(['confirm', 'password']);
    const changed = { currentPassword: 'admin', password: 'Secret123', confirm: 'Secret123' };
    expect((await as(1, 'POST', '/password', changed)).status).toBe(204);
    expect(await signIn('admin@demo.com', 'Secret123')).toBe(201);
    expect(await signIn('admin@demo.com', 'admin')).toBe(400);
  });

  it('enables two-step verification by app code or SMS number, and disables it', async () => {
    const badCode = await as(1, 'PUT', '/two-step', { enabled: true, method: 'app', code: '12' });
    expect(Object.keys(errorsOf(badCode.body))).toEqual(['code']);
    const sms = await as(1, 'PUT', '/two-step', {
      enabled: true,
      method: 'sms',
      phone: '+1 555 010 2030',
    });
    expect(sms.body).toEqual({ enabled: true, method: 'sms', phone: '+1 555 010 2030' });
    expect((await as(1, 'PUT', '/two-step', { enabled: false })).body).toEqual({
      enabled: false,
      method: null,
      phone: '',
    });
  });

  it('creates API keys with unique names and deletes them', async () => {
    const created = await as(1, 'POST', '/api-keys', { name: 'Mobile app', permission: 'read' });
    expect(created.status).toBe(201);
    const key = created.body as { id: number; key: string; createdAt: string };
    expect(key.key).toMatch(/^atr_[0-9a-f]{16}$/);
    expect(key.createdAt).toBe(NOW.toISOString());
    const twice = await as(1, 'POST', '/api-keys', { name: 'mobile app', permission: 'bad' });
    expect(Object.keys(errorsOf(twice.body)).sort()).toEqual(['name', 'permission']);
    expect((await view(1)).apiKeys[0]?.name).toBe('Mobile app');
    expect((await as(1, 'DELETE', `/api-keys/${key.id}`)).status).toBe(204);
    expect((await as(1, 'DELETE', `/api-keys/${key.id}`)).status).toBe(404);
  });

  it('saves the notification grid with its timing, refusing an unknown timing', async () => {
    const { notificationPreferences: preferences } = await view(1);
    const changed = { ...preferences, newForYou: { email: false, browser: true, app: true } };
    const refused = await as(1, 'PUT', '/notifications', { preferences: changed, timing: 'soon' });
    expect(Object.keys(errorsOf(refused.body))).toEqual(['timing']);
    const saved = await as(1, 'PUT', '/notifications', { preferences: changed, timing: 'never' });
    expect(saved.status).toBe(200);
    const account = await view(1);
    expect(account.notificationPreferences.newForYou).toEqual(changed.newForYou);
    expect(account.notificationTiming).toBe('never');
  });

  it('switches connections and social accounts, every service named', async () => {
    const body = {
      connections: { google: true, slack: false, github: true, mailchimp: false, asana: false },
      socials: { facebook: true, x: false, linkedin: false, dribbble: false, behance: true },
    };
    expect((await as(1, 'PUT', '/connections', { ...body, socials: { x: true } })).status).toBe(
      400,
    );
    expect((await as(1, 'PUT', '/connections', body)).status).toBe(200);
    const account = await view(1);
    expect(account.connections.filter((c) => c.connected).map((c) => c.service)).toEqual([
      'google',
      'github',
    ]);
    expect(account.socials.filter((s) => s.connected).map((s) => s.service)).toEqual([
      'facebook',
      'behance',
    ]);
  });

  it('upgrades the plan with a fresh period, and keeps cards and the billing address', async () => {
    const current = (await view(1)).plan.name;
    const other = current === 'enterprise' ? 'team' : 'enterprise';
    expect((await as(1, 'POST', '/plan', { plan: current })).status).toBe(400);
    const upgraded = await as(1, 'POST', '/plan', { plan: other });
    expect(upgraded.body).toMatchObject({ name: other, daysUsed: 0, periodStart: '2026-03-10' });
    // The plan block charges what the pricing page and the upgrade dialog show (one plan table).
    const { monthly, limits } = planOf(other);
    expect(upgraded.body).toMatchObject({
      price: monthly,
      seats: limits.seats,
      storageGb: limits.storageGb,
    });

    const card = { holder: 'John Doe', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };
    const added = await as(1, 'POST', '/payment-methods', card);
    expect(added.body).toMatchObject({ brand: 'visa', last4: '4242', primary: false });
    const bad = await as(1, 'POST', '/payment-methods', { ...card, number: '4242 4242 4242 4241' });
    expect(Object.keys(errorsOf(bad.body))).toEqual(['number']);
    const { id } = added.body as { id: number };
    expect((await as(1, 'PUT', `/payment-methods/${id}`, { primary: true })).status).toBe(200);
    expect((await view(1)).paymentMethods.find((m) => m.primary)?.id).toBe(id);
    expect((await as(1, 'DELETE', `/payment-methods/${id}`)).status).toBe(204);

    const address = await as(1, 'PUT', '/billing-address', { companyName: '' });
    expect(Object.keys(errorsOf(address.body)).sort()).toEqual(['billingEmail', 'companyName']);
  });

  it('gives an account registered after the seed the defaults', async () => {
    const response = await fetch(`${ORIGIN}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'newbie',
        email: 'newbie@demo.com',
        password: 'Secret123',
        terms: true,
        firstName: 'New',
        lastName: 'Bie',
        plan: 'basic',
      }),
    });
    const { userData } = (await response.json()) as { userData: { id: number } };
    const account = await view(userData.id);
    expect(account.profile).toMatchObject({ email: 'newbie@demo.com', language: 'en' });
    expect(account.devices).toEqual([]);
    expect(account.plan.name).toBe('basic');
  });

  it("lists the invoices billed to the account's company, newest first, and follows a new company", async () => {
    const company = (await view()).billingAddress.companyName;
    const history = (await as(1, 'GET', '/invoices')).body as AccountInvoice[];
    const billed = getDb().invoices.filter((i) => i.client.company === company);
    expect(billed.length).toBeGreaterThan(0);
    expect(history.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      billed.map((i) => i.id).sort((a, b) => a - b),
    );
    const dates = history.map((i) => i.issuedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(history[0]!).sort()).toEqual(
      ['balance', 'dueDate', 'id', 'invoiceStatus', 'issuedDate', 'service', 'total'].sort(),
    );
    const address = { ...(await view()).billingAddress, companyName: 'Nobody Billed Ltd' };
    expect((await as(1, 'PUT', '/billing-address', address)).status).toBe(200);
    expect((await as(1, 'GET', '/invoices')).body).toEqual([]);
    expect((await as(undefined, 'GET', '/invoices')).status).toBe(401);
  });
});
