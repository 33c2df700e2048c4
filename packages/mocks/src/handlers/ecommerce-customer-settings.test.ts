// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { configureMocks } from '../configure.ts';
import { createSeed } from '../db/create-seed.ts';
import { getDb, loadDb } from '../db/store.ts';
import { customerDetails } from '../domains/ecommerce/index.ts';
import { MemoryStorage } from '../test/memory-storage.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';
import type {
  Customer,
  CustomerDetails,
  CustomerNotificationPreferences,
  CustomerNotificationsUpdate,
  CustomerTwoStepUpdate,
} from '../types/ecommerce.ts';

setupMockServer();

const CUSTOMERS = '/api/apps/ecommerce/customers';
/** Lets the save queued after a request (a microtask) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const sample = () => getDb().customers[4] as Customer;
const storedSettings = (customerId: number) =>
  getDb().customerSettings.find((s) => s.customerId === customerId);
const detailsOf = async (customerId: number) =>
  (await getJson<CustomerDetails>(`${CUSTOMERS}/${customerId}`)).body;

/** Every cell on: differs from every seeded grid, which keeps some channels off. */
const ALL_ON: CustomerNotificationPreferences = {
  newForYou: { email: true, browser: true, app: true },
  accountActivity: { email: true, browser: true, app: true },
  newBrowser: { email: true, browser: true, app: true },
  newDevice: { email: true, browser: true, app: true },
};

describe('customer settings in the seed', () => {
  it('gives every customer a two-step flag and a full grid, the same on every load', () => {
    const db = getDb();
    expect(db.customerSettings.map((s) => s.customerId)).toEqual(
      db.customers.map((c) => c.customerId),
    );
    for (const settings of db.customerSettings) {
      expect(typeof settings.twoStepEnabled).toBe('boolean');
      expect(Object.keys(settings.notificationPreferences)).toEqual([
        'newForYou',
        'accountActivity',
        'newBrowser',
        'newDevice',
      ]);
    }
    const twoStep = db.customerSettings.filter((s) => s.twoStepEnabled).length;
    expect(twoStep).toBeGreaterThan(0);
    expect(twoStep).toBeLessThan(db.customerSettings.length);
    expect(createSeed({ now: fixedNow }).customerSettings).toEqual(db.customerSettings);
  });

  it('answers them with the customer details', async () => {
    const { customerId } = sample();
    const body = await detailsOf(customerId);
    const { twoStepEnabled, notificationPreferences } = storedSettings(customerId) ?? {};
    expect(body).toMatchObject({ twoStepEnabled, notificationPreferences });
    // The list keeps the contract's fields only.
    const list = (await getJson<{ customers: object[] }>(CUSTOMERS)).body.customers[0];
    expect(list).not.toHaveProperty('twoStepEnabled');
    expect(list).not.toHaveProperty('notificationPreferences');
  });

  it('is a plain function of the db (no MSW)', () => {
    const db = createSeed({ now: fixedNow });
    const first = db.customers[0] as Customer;
    expect(customerDetails(db, first.customerId)?.notificationPreferences).toEqual(
      db.customerSettings[0]?.notificationPreferences,
    );
    expect(customerDetails(db, 1)).toBeUndefined();
  });
});

describe('PUT /customers/{customerId}/notifications', () => {
  const url = (customerId: number) => `${CUSTOMERS}/${customerId}/notifications`;

  it('stores the grid, answers it, and the details call shows it', async () => {
    const { customerId } = sample();
    const result = await call<CustomerNotificationsUpdate>('PUT', url(customerId), {
      preferences: ALL_ON,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ preferences: ALL_ON });
    expect(storedSettings(customerId)?.notificationPreferences).toEqual(ALL_ON);
    expect((await detailsOf(customerId)).notificationPreferences).toEqual(ALL_ON);
    // Another customer keeps theirs.
    const other = getDb().customers[5] as Customer;
    expect((await detailsOf(other.customerId)).notificationPreferences).not.toEqual(ALL_ON);
  });

  it.each<[string, unknown, string[]]>([
    ['a body that is not an object', '[]', ['body', 'preferences']],
    ['no preferences', {}, ['preferences']],
    ['preferences that are not an object', { preferences: [true] }, ['preferences']],
    [
      'an unknown type',
      { preferences: { ...ALL_ON, weeklyDigest: { email: true, browser: true, app: true } } },
      ['preferences.weeklyDigest'],
    ],
    [
      'an unknown channel',
      {
        preferences: { ...ALL_ON, newDevice: { email: true, browser: true, app: true, sms: true } },
      },
      ['preferences.newDevice.sms'],
    ],
    [
      'a value that is not a boolean',
      { preferences: { ...ALL_ON, newForYou: { email: 'yes', browser: 1, app: null } } },
      ['preferences.newForYou.app', 'preferences.newForYou.browser', 'preferences.newForYou.email'],
    ],
    [
      'a missing type or channel (a PUT replaces the whole grid)',
      {
        preferences: {
          newForYou: { email: true, browser: true },
          accountActivity: ALL_ON.accountActivity,
          newBrowser: ALL_ON.newBrowser,
        },
      },
      ['preferences.newDevice', 'preferences.newForYou.app'],
    ],
  ])('answers 400 for %s and saves nothing', async (_, body, fields) => {
    const { customerId } = sample();
    const before = structuredClone(storedSettings(customerId));
    const result = await call('PUT', url(customerId), body);
    expectFieldErrors(result, fields);
    expect(storedSettings(customerId)).toEqual(before);
  });

  it('names the allowed values in its messages', async () => {
    const { customerId } = sample();
    const result = await call('PUT', url(customerId), {
      preferences: { ...ALL_ON, weeklyDigest: {} },
    });
    expect(errorsOf(result)['preferences.weeklyDigest']).toEqual([
      'weeklyDigest is not a notification type; use one of: newForYou, accountActivity, newBrowser, newDevice.',
    ]);
  });

  it('answers 404 for an unknown customer, like the details call', async () => {
    const result = await call<{ message: string }>('PUT', url(1), { preferences: ALL_ON });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Customer not found');
  });
});

describe('PUT /customers/{customerId}/two-step', () => {
  const url = (customerId: number) => `${CUSTOMERS}/${customerId}/two-step`;

  it('stores the flag, answers it, and the details call shows it', async () => {
    const { customerId } = sample();
    const next = !storedSettings(customerId)?.twoStepEnabled;
    const result = await call<CustomerTwoStepUpdate>('PUT', url(customerId), { enabled: next });
    expect(result).toMatchObject({ status: 200, body: { enabled: next } });
    expect(storedSettings(customerId)?.twoStepEnabled).toBe(next);
    expect((await detailsOf(customerId)).twoStepEnabled).toBe(next);
    await call('PUT', url(customerId), { enabled: !next });
    expect((await detailsOf(customerId)).twoStepEnabled).toBe(!next);
  });

  it.each<[string, unknown]>([
    ['no enabled', {}],
    ['enabled as text', { enabled: 'true' }],
    ['enabled as a number', { enabled: 1 }],
    ['enabled as null', { enabled: null }],
  ])('answers 400 errors.enabled for %s', async (_, body) => {
    const { customerId } = sample();
    const before = storedSettings(customerId)?.twoStepEnabled;
    const result = await call('PUT', url(customerId), body);
    expectFieldErrors(result, ['enabled']);
    expect(storedSettings(customerId)?.twoStepEnabled).toBe(before);
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await call('PUT', url(1), { enabled: true })).status).toBe(404);
  });
});

describe('POST /customers/{customerId}/password', () => {
  const url = (customerId: number) => `${CUSTOMERS}/${customerId}/password`;
  const GOOD = 'Harbour2026';

  it('accepts a password that follows the rules with 204 and no body', async () => {
    const { customerId } = sample();
    const result = await call('POST', url(customerId), { password: GOOD, confirm: GOOD });
    expect(result.status).toBe(204);
    expect(result.text).toBe('');
  });

  it('never stores the password, nor answers it', async () => {
    const { customerId } = sample();
    const secret = 'Zebra-Secret-4711';
    await call('POST', url(customerId), { password: secret, confirm: secret });
    const refused = await call('POST', url(customerId), { password: secret, confirm: 'Nope' });
    expect(refused.text).not.toContain(secret);
    expect(JSON.stringify(getDb())).not.toContain(secret);
    expect(JSON.stringify(await detailsOf(customerId))).not.toContain(secret);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'a short password',
      { password: 'Ab1', confirm: 'Ab1' },
      { password: ['password must be at least 8 characters.'] },
    ],
    [
      'no uppercase letter',
      { password: 'harbour2026', confirm: 'harbour2026' },
      { password: ['password must contain an uppercase letter.'] },
    ],
    [
      'no digit',
      { password: 'HarbourRoad', confirm: 'HarbourRoad' },
      { password: ['password must contain a digit.'] },
    ],
    [
      'every rule at once, and a different confirmation',
      { password: 'abc', confirm: 'abd' },
      {
        password: [
          'password must be at least 8 characters.',
          'password must contain an uppercase letter.',
          'password must contain a digit.',
        ],
        confirm: ['confirm must match password.'],
      },
    ],
    [
      'a confirmation that differs',
      { password: GOOD, confirm: `${GOOD} ` },
      { confirm: ['confirm must match password.'] },
    ],
    [
      'missing fields',
      {},
      { password: ['password is required.'], confirm: ['confirm is required.'] },
    ],
    [
      'fields that are not text',
      { password: 12345678, confirm: ['Harbour2026'] },
      { password: ['password must be text.'], confirm: ['confirm must be text.'] },
    ],
  ])('answers 400 for %s', async (_, body, errors) => {
    const result = await call('POST', url(sample().customerId), body);
    expect(result.status).toBe(400);
    expect(errorsOf(result)).toEqual(errors);
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await call('POST', url(1), { password: GOOD, confirm: GOOD })).status).toBe(404);
  });
});

describe('customer settings persistence', () => {
  it('saves the changes in the snapshot, so a reload shows them', async () => {
    const storage = new MemoryStorage();
    configureMocks({ persist: storage });
    const { customerId } = sample();
    const twoStep = !storedSettings(customerId)?.twoStepEnabled;
    await call('PUT', `${CUSTOMERS}/${customerId}/notifications`, { preferences: ALL_ON });
    await call('PUT', `${CUSTOMERS}/${customerId}/two-step`, { enabled: twoStep });
    await settle();
    // A "reload": the in-memory db is gone, the snapshot is read back.
    expect(loadDb()).toBe('snapshot');
    expect(await detailsOf(customerId)).toMatchObject({
      twoStepEnabled: twoStep,
      notificationPreferences: ALL_ON,
    });
  });

  it('gives a customer created later the defaults, then stores their changes', async () => {
    const created = await call<Customer>('POST', CUSTOMERS, {
      customer: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'United Kingdom',
    });
    const { customerId } = created.body;
    expect(await detailsOf(customerId)).toMatchObject({
      twoStepEnabled: false,
      notificationPreferences: { accountActivity: { email: true, browser: true, app: true } },
    });
    expect(storedSettings(customerId)).toBeUndefined();
    await call('PUT', `${CUSTOMERS}/${customerId}/two-step`, { enabled: true });
    expect(storedSettings(customerId)?.twoStepEnabled).toBe(true);
    expect((await detailsOf(customerId)).twoStepEnabled).toBe(true);
  });
});

describe('hostile customer ids on the settings calls', () => {
  const ids = ['0', '-1', '1.5', 'abc', 'constructor', '__proto__', '%00', '99999999999999999999'];
  it.each([
    ['PUT', 'notifications', { preferences: ALL_ON }],
    ['PUT', 'two-step', { enabled: true }],
    ['POST', 'password', { password: 'Harbour2026', confirm: 'Harbour2026' }],
  ])('%s /customers/{id}/%s answers 404 for junk ids', async (method, path, body) => {
    for (const id of ids) {
      const result = await call(method, `${CUSTOMERS}/${id}/${path}`, body);
      expect(result.status, `${method} ${id}/${path}`).toBe(404);
    }
    expect(getDb().customerSettings).toHaveLength(getDb().customers.length);
  });
});
