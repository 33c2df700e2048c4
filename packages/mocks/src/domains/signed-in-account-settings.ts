import {
  readNewCard,
  changeCard,
  readBillingAddress,
  removeCard,
  storeCard,
} from './user-view-billing.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type { CustomerNotificationPreferences } from '../types/ecommerce.ts';
import type {
  AccountApiKey,
  AccountTwoStep,
  NotificationTiming,
  SignedInAccountRecord,
} from '../types/signed-in-account.ts';
import type { UserBillingAddress, UserPaymentMethod, UserPlanUsage } from '../types/user-view.ts';
import {
  API_KEY_PERMISSIONS,
  AUTHENTICATOR_CODE_PATTERN,
  NOTIFICATION_TIMINGS,
  PHONE_PATTERN,
  TWO_STEP_METHODS,
} from '../values/signed-in-account.ts';
import { USER_PLANS } from '../values/users.ts';
import { readPreferences } from './account-settings.ts';
import type { SignedIn } from './signed-in-account.ts';
import { planUsage } from './user-view.ts';

/**
 * The signed-in account's security, notifications, connections and billing calls
 * (packages/mocks/README.md, "Signed-in account settings"). Each changes the settings record of
 * the token's account; the notification grid and the cards follow the rules the customers' and
 * the user view's calls share.
 */

/**
 * PUT /two-step: `{ enabled: false }`, or `{ enabled: true, method: 'app', code }` (the six digits
 * the authenticator shows) or `{ enabled: true, method: 'sms', phone }`.
 */
export function updateAccountTwoStep({ record }: SignedIn, body: unknown): Outcome<AccountTwoStep> {
  const reader = new BodyReader(body);
  const enabled = reader.boolean('enabled', { required: true });
  if (enabled !== true) {
    if (!reader.ok) return invalid(reader.errors);
    record.twoStep = { enabled: false, method: null, phone: '' };
    return success(record.twoStep);
  }
  const method = reader.oneOf('method', TWO_STEP_METHODS);
  let phone = '';
  if (method === 'app') {
    const code = reader.string('code', { max: 10 });
    if (code !== undefined && !AUTHENTICATOR_CODE_PATTERN.test(code))
      reader.fail('code', 'code must be the 6 digits your authenticator app shows.');
  }
  if (method === 'sms') {
    phone = reader.string('phone', { max: 20 }) ?? '';
    if (phone && !PHONE_PATTERN.test(phone))
      reader.fail('phone', 'phone must be a phone number (digits, spaces, + - . ( )).');
  }
  if (!reader.ok || !method) return invalid(reader.errors);
  record.twoStep = { enabled: true, method, phone };
  return success(record.twoStep);
}

const keyText = (record: SignedInAccountRecord, id: number, createdAt: string) => {
  // Derived from what the record holds, so the same call on the same data gives the same key.
  const seed = `${record.userId}-${id}-${createdAt}`;
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `atr_${hash.toString(16).padStart(8, '0')}${((hash ^ 0x5bd1e995) >>> 0).toString(16).padStart(8, '0')}`;
};

/** POST /api-keys `{ name, permission }`: 201 the key; names are unique per account. */
export function createApiKey(
  { record }: SignedIn,
  body: unknown,
  now: Date,
): Outcome<AccountApiKey> {
  const reader = new BodyReader(body);
  const name = reader.string('name', { max: 40 });
  if (name && record.apiKeys.some((k) => k.name.toLowerCase() === name.toLowerCase()))
    reader.fail('name', 'A key with this name already exists.');
  const permission = reader.oneOf('permission', API_KEY_PERMISSIONS);
  if (!reader.ok || !name || !permission) return invalid(reader.errors);
  const id = Math.max(0, ...record.apiKeys.map((k) => k.id)) + 1;
  const createdAt = now.toISOString();
  const key = { id, name, permission, key: keyText(record, id, createdAt), createdAt };
  record.apiKeys.unshift(key);
  return success(key);
}

/** DELETE /api-keys/{id}: 204, or 404 `API key not found`. */
export function deleteApiKey({ record }: SignedIn, id: number | null): Outcome<null> {
  const index = record.apiKeys.findIndex((k) => k.id === id);
  if (index === -1) return notFound('API key not found');
  record.apiKeys.splice(index, 1);
  return success(null);
}

export interface AccountNotifications {
  preferences: CustomerNotificationPreferences;
  timing: NotificationTiming;
}

/** PUT /notifications `{ preferences, timing }`: the whole grid (the customers' rules) and when. */
export function updateAccountNotifications(
  { record }: SignedIn,
  body: unknown,
): Outcome<AccountNotifications> {
  const reader = new BodyReader(body);
  const preferences = readPreferences(reader);
  const timing = reader.oneOf('timing', NOTIFICATION_TIMINGS);
  if (!reader.ok || !preferences || !timing) return invalid(reader.errors);
  record.notificationPreferences = preferences;
  record.notificationTiming = timing;
  return success({ preferences, timing });
}

/** One `{ service: boolean }` object naming exactly the `known` services. */
function readSwitches(
  reader: BodyReader,
  field: string,
  known: readonly string[],
): Record<string, boolean> | undefined {
  const value = reader.raw(field);
  if (!isRecord(value))
    return void reader.fail(field, `${field} must be an object of ${known.join(', ')}.`);
  for (const key of Object.keys(value))
    if (!known.includes(key)) reader.fail(`${field}.${key}`, `${key} is not one of ${field}.`);
  for (const key of known)
    if (typeof value[key] !== 'boolean')
      reader.fail(`${field}.${key}`, `${field}.${key} must be true or false.`);
  return value as Record<string, boolean>;
}

/** PUT /connections `{ connections, socials }`: every service on or off. */
export function updateAccountConnections(
  { record }: SignedIn,
  body: unknown,
): Outcome<Pick<SignedInAccountRecord, 'connections' | 'socials'>> {
  const reader = new BodyReader(body);
  const connections = readSwitches(
    reader,
    'connections',
    record.connections.map((c) => c.service),
  );
  const socials = readSwitches(
    reader,
    'socials',
    record.socials.map((s) => s.service),
  );
  if (!reader.ok || !connections || !socials) return invalid(reader.errors);
  for (const c of record.connections) c.connected = connections[c.service] === true;
  for (const s of record.socials) s.connected = socials[s.service] === true;
  return success({ connections: record.connections, socials: record.socials });
}

/** POST /plan `{ plan }`: the plan changes and a new 30-day period starts today. */
export function changeAccountPlan(
  { record }: SignedIn,
  body: unknown,
  now: Date,
): Outcome<UserPlanUsage> {
  const reader = new BodyReader(body);
  const plan = reader.oneOf('plan', USER_PLANS);
  if (plan === record.plan) reader.fail('plan', 'This is already your plan.');
  if (!reader.ok || !plan) return invalid(reader.errors);
  record.plan = plan;
  record.periodStart = now.toISOString().slice(0, 10);
  record.cancelled = false;
  return success(planUsage(plan, record, now));
}

/** POST /payment-methods: the user view's card rules (`readNewCard`). */
export function addAccountCard(
  { record }: SignedIn,
  body: unknown,
  now: Date,
): Outcome<UserPaymentMethod> {
  const card = readNewCard(body, now);
  return card.ok ? success(storeCard(record.paymentMethods, card.value)) : card;
}

/** PUT /payment-methods/{id} `{ holder?, expiry?, primary? }`. */
export const updateAccountCard = (
  { record }: SignedIn,
  id: number | null,
  body: unknown,
  now: Date,
): Outcome<UserPaymentMethod> => changeCard(record.paymentMethods, id, body, now);

/** DELETE /payment-methods/{id}. */
export const deleteAccountCard = ({ record }: SignedIn, id: number | null): Outcome<null> =>
  removeCard(record.paymentMethods, id);

/** PUT /billing-address: the whole address (`readBillingAddress`). */
export function updateAccountBillingAddress(
  { record }: SignedIn,
  body: unknown,
): Outcome<UserBillingAddress> {
  const address = readBillingAddress(body);
  if (address.ok) record.billingAddress = address.value;
  return address;
}
