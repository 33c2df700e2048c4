// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { configureMocks } from '../configure.ts';
import { createSeed } from '../db/create-seed.ts';
import { getDb } from '../db/store.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';
import type { CustomerNotificationPreferences } from '../types/ecommerce.ts';
import type {
  UserBillingAddress,
  UserConnection,
  UserPaymentMethod,
  UserPlanUsage,
  UserView,
} from '../types/user-view.ts';
import type { UserDetails } from '../types/users.ts';

setupMockServer();

const USERS = '/api/apps/users';
const viewOf = async (id: number) => (await getJson<UserView>(`${USERS}/${id}/view`)).body;
const recordOf = (id: number) => getDb().userViews.find((v) => v.userId === id);

const ALL_ON: CustomerNotificationPreferences = {
  newForYou: { email: true, browser: true, app: true },
  accountActivity: { email: true, browser: true, app: true },
  newBrowser: { email: true, browser: true, app: true },
  newDevice: { email: true, browser: true, app: true },
};
/** A Visa test number that passes the Luhn check. */
const VISA = '4242 4242 4242 4242';
const ADDRESS: UserBillingAddress = {
  companyName: 'Pixinvent',
  billingEmail: 'billing@pixinvent.test',
  taxId: 'Tax-1234',
  vatNumber: 'VAT-99',
  mobile: '+1 555 0100',
  country: 'France',
  address: '4 Canal Street',
  state: 'Paris',
  zipCode: '75001',
};

describe('GET /api/apps/users/{id}/view', () => {
  it('answers the seeded projects, activity, devices, billing, settings and the plan usage', async () => {
    const user = getDb().users[0] as UserDetails;
    const view = await viewOf(user.id);
    expect(view.projects.length).toBeGreaterThanOrEqual(3);
    expect(view.activity).toHaveLength(4);
    expect(view.devices.length).toBeGreaterThanOrEqual(2);
    expect(view.connections.map((c) => c.service)).toEqual([
      'google',
      'slack',
      'github',
      'mailchimp',
      'asana',
    ]);
    expect(view.paymentMethods.filter((m) => m.primary)).toHaveLength(1);
    expect(view.billingAddress.billingEmail).toBe(user.email);
    expect(view.plan.name).toBe(user.currentPlan);
    expect(view.plan.daysTotal).toBe(30);
    expect(view.plan.daysUsed).toBeGreaterThan(0);
    expect(view.plan.daysUsed).toBeLessThan(30);
    // Activity and devices are dated back from the clock, newest first.
    const times = view.activity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThan(fixedNow.getTime());
    expect(createSeed({ now: fixedNow }).userViews).toEqual(getDb().userViews);
  });

  it('renews the period as the clock moves on, and keeps the plan terms of the current plan', async () => {
    const id = 3;
    const before = (await viewOf(id)).plan;
    configureMocks({ clock: () => new Date(fixedNow.getTime() + 30 * 86_400_000) });
    const after = (await viewOf(id)).plan;
    expect(after.daysUsed).toBe(before.daysUsed);
    expect(Date.parse(after.periodStart) - Date.parse(before.periodStart)).toBe(30 * 86_400_000);
    await call('PATCH', `${USERS}/${id}`, { currentPlan: 'enterprise' });
    const upgraded = (await viewOf(id)).plan;
    // Enterprise's terms as the pricing page lists them (PLANS of @atrium/mocks/values).
    expect(upgraded).toMatchObject({
      name: 'enterprise',
      price: 199,
      seats: null,
      storageGb: 1000,
    });
  });

  it('gives a user created later the defaults', async () => {
    const created = await call<UserDetails>('POST', USERS, {
      fullName: 'Nora Field',
      email: 'nora.field@example.com',
      role: 'editor',
      currentPlan: 'team',
    });
    const view = await viewOf(created.body.id);
    expect(view.projects).toEqual([]);
    expect(view.connections.every((c) => !c.connected)).toBe(true);
    expect(view.plan).toMatchObject({ name: 'team', daysUsed: 0, cancelled: false });
    expect(recordOf(created.body.id)).toBeUndefined();
  });
});

describe('an unknown user', () => {
  it.each([
    ['GET', '/view', undefined],
    ['PUT', '/notifications', { preferences: ALL_ON }],
    ['PUT', '/two-step', { enabled: true }],
    ['POST', '/password', { password: 'Harbour2026', confirm: 'Harbour2026' }],
    ['POST', '/subscription/cancel', undefined],
    ['PUT', '/connections/slack', { connected: true }],
    ['POST', '/payment-methods', { holder: 'A', number: VISA, expiry: '12/30', cvc: '123' }],
    ['PUT', '/payment-methods/1', { holder: 'A' }],
    ['DELETE', '/payment-methods/1', undefined],
    ['PUT', '/billing-address', ADDRESS],
  ])('%s …%s answers 404 User not found', async (method, path, body) => {
    for (const id of ['999', 'abc']) {
      const result = await call(method, `${USERS}/${id}${path}`, body);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'User not found' });
    }
  });
});

describe('settings', () => {
  it('stores the notification grid, refusing a bad cell by its path', async () => {
    const saved = await call('PUT', `${USERS}/2/notifications`, { preferences: ALL_ON });
    expect(saved.status).toBe(200);
    expect((await viewOf(2)).notificationPreferences).toEqual(ALL_ON);
    const bad = await call('PUT', `${USERS}/2/notifications`, {
      preferences: { ...ALL_ON, newDevice: { email: true, browser: 'yes', app: true } },
    });
    expectFieldErrors(bad, ['preferences.newDevice.browser']);
  });

  it('stores the two-step flag', async () => {
    const next = !recordOf(5)?.twoStepEnabled;
    expect((await call('PUT', `${USERS}/5/two-step`, { enabled: next })).body).toEqual({
      enabled: next,
    });
    expect((await viewOf(5)).twoStepEnabled).toBe(next);
    expectFieldErrors(await call('PUT', `${USERS}/5/two-step`, { enabled: 'on' }), ['enabled']);
  });

  it('checks a new password by the customers’ rules, and never stores it', async () => {
    const weak = await call<{ errors: Record<string, string[]> }>('POST', `${USERS}/4/password`, {
      password: 'weak',
      confirm: 'other',
    });
    expectFieldErrors(weak, ['password', 'confirm']);
    expect(weak.body.errors.password).toEqual([
      'password must be at least 8 characters.',
      'password must contain an uppercase letter.',
      'password must contain a digit.',
    ]);
    const good = await call('POST', `${USERS}/4/password`, {
      password: 'Harbour2026',
      confirm: 'Harbour2026',
    });
    expect(good.status).toBe(204);
    expect(JSON.stringify(getDb().userViews)).not.toContain('Harbour2026');
  });

  it('switches one connection, and refuses an unknown service', async () => {
    const before = recordOf(6)?.connections.find((c) => c.service === 'github')?.connected;
    const result = await call<UserConnection>('PUT', `${USERS}/6/connections/github`, {
      connected: !before,
    });
    expect(result.body).toEqual({ service: 'github', connected: !before });
    expect((await viewOf(6)).connections.find((c) => c.service === 'github')?.connected).toBe(
      !before,
    );
    expect((await call('PUT', `${USERS}/6/connections/myspace`, { connected: true })).status).toBe(
      404,
    );
  });
});

describe('billing', () => {
  it('cancels the subscription at the end of the current period', async () => {
    const before = (await viewOf(7)).plan;
    const result = await call<UserPlanUsage>('POST', `${USERS}/7/subscription/cancel`);
    expect(result.body).toEqual({ ...before, cancelled: true });
    // A cancelled period is the last: it no longer renews as the clock moves on.
    configureMocks({ clock: () => new Date(fixedNow.getTime() + 60 * 86_400_000) });
    const later = (await viewOf(7)).plan;
    expect(later).toMatchObject({ periodStart: before.periodStart, daysUsed: 30 });
  });

  it('adds a card keeping only its brand and last four digits, and refuses bad ones', async () => {
    const added = await call<UserPaymentMethod>('POST', `${USERS}/8/payment-methods`, {
      holder: 'Ada Lovelace',
      number: VISA,
      expiry: '12/30',
      cvc: '123',
      primary: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ brand: 'visa', last4: '4242', primary: true });
    const methods = (await viewOf(8)).paymentMethods;
    expect(methods.filter((m) => m.primary).map((m) => m.id)).toEqual([added.body.id]);
    expect(JSON.stringify(getDb().userViews)).not.toContain('4242424242424242');
    const bad = await call('POST', `${USERS}/8/payment-methods`, {
      holder: '',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expectFieldErrors(bad, ['holder', 'number', 'expiry', 'cvc']);
  });

  it('edits and deletes a card; the next becomes primary', async () => {
    const id = 9;
    await call('POST', `${USERS}/${id}/payment-methods`, {
      holder: 'Second Card',
      number: '5555 5555 5555 4444',
      expiry: '10/29',
      cvc: '321',
    });
    const [first, second] = (await viewOf(id)).paymentMethods;
    if (!first || !second) throw new Error('two cards expected');
    const edited = await call<UserPaymentMethod>(
      'PUT',
      `${USERS}/${id}/payment-methods/${second.id}`,
      { holder: 'Renamed', expiry: '11/31' },
    );
    expect(edited.body).toMatchObject({ holder: 'Renamed', expiry: '11/31', brand: 'mastercard' });
    expectFieldErrors(
      await call('PUT', `${USERS}/${id}/payment-methods/${first.id}`, { primary: false }),
      ['primary'],
    );
    expect((await call('DELETE', `${USERS}/${id}/payment-methods/${first.id}`)).status).toBe(204);
    const left = (await viewOf(id)).paymentMethods;
    expect(left.map((m) => [m.id, m.primary])).toEqual(left.map((m, index) => [m.id, index === 0]));
    expect((await call('DELETE', `${USERS}/${id}/payment-methods/${first.id}`)).body).toEqual({
      message: 'Payment method not found',
    });
  });

  it('replaces the billing address, refusing a bad email', async () => {
    const saved = await call<UserBillingAddress>('PUT', `${USERS}/10/billing-address`, ADDRESS);
    expect(saved.body).toEqual(ADDRESS);
    expect((await viewOf(10)).billingAddress).toEqual(ADDRESS);
    expectFieldErrors(
      await call('PUT', `${USERS}/10/billing-address`, { ...ADDRESS, billingEmail: 'nope' }),
      ['billingEmail'],
    );
  });
});
