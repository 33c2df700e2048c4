import type { Db } from '../../db/schema.ts';
import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_TYPES,
  newCustomerSettings,
} from '../../db/seed/customers.ts';
import { invalid, notFound, success, type Outcome } from '../../lib/outcome.ts';
import { isRecord } from '../../lib/text.ts';
import { BodyReader } from '../../lib/validate.ts';
import { readNewPassword } from '../../lib/new-password.ts';
import type {
  CustomerNotificationPreferences,
  CustomerNotificationsUpdate,
  CustomerSettings,
  CustomerTwoStepUpdate,
} from '../../types/ecommerce.ts';

type CustomerDb = Pick<Db, 'customers' | 'customerSettings'>;

const CUSTOMER_NOT_FOUND = 'Customer not found';
const TYPE_LIST = CUSTOMER_NOTIFICATION_TYPES.join(', ');
const CHANNEL_LIST = CUSTOMER_NOTIFICATION_CHANNELS.join(', ');

const exists = (db: Pick<Db, 'customers'>, customerId: number) =>
  db.customers.some((c) => c.customerId === customerId);

/**
 * The stored settings of a customer. A customer created after the seed has none until a change
 * is saved, and gets the new-customer defaults meanwhile.
 */
export function customerSettingsOf(
  settings: readonly CustomerSettings[],
  customerId: number,
): CustomerSettings {
  return settings.find((s) => s.customerId === customerId) ?? newCustomerSettings(customerId);
}

/** The stored record to change, created from the defaults the first time. */
function storedSettings(settings: CustomerSettings[], customerId: number): CustomerSettings {
  const found = settings.find((s) => s.customerId === customerId);
  if (found) return found;
  const created = newCustomerSettings(customerId);
  settings.push(created);
  return created;
}

/** One row of the grid: every channel, each true or false, and no other key. */
function readChannels(
  reader: BodyReader,
  path: string,
  value: unknown,
): Record<string, boolean> | undefined {
  if (value === undefined || value === null) return void reader.fail(path, `${path} is required.`);
  if (!isRecord(value))
    return void reader.fail(path, `${path} must be an object of channels (${CHANNEL_LIST}).`);
  for (const key of Object.keys(value))
    if (!(CUSTOMER_NOTIFICATION_CHANNELS as readonly string[]).includes(key))
      reader.fail(`${path}.${key}`, `${key} is not a channel; use one of: ${CHANNEL_LIST}.`);
  const channels = CUSTOMER_NOTIFICATION_CHANNELS.map((channel) => {
    const on = value[channel];
    if (typeof on !== 'boolean')
      reader.fail(`${path}.${channel}`, `${path}.${channel} must be true or false.`);
    return [channel, on === true] as const;
  });
  return Object.fromEntries(channels);
}

/**
 * The whole grid (a PUT replaces it): every type with every channel. Errors are keyed by path
 * (`preferences.newDevice.app`), as the store settings call does.
 */
function readPreferences(reader: BodyReader): CustomerNotificationPreferences | undefined {
  const value = reader.raw('preferences');
  if (value === undefined || value === null)
    return void reader.fail('preferences', 'preferences is required.');
  if (!isRecord(value))
    return void reader.fail(
      'preferences',
      `preferences must be an object of types (${TYPE_LIST}).`,
    );
  for (const key of Object.keys(value))
    if (!(CUSTOMER_NOTIFICATION_TYPES as readonly string[]).includes(key))
      reader.fail(
        `preferences.${key}`,
        `${key} is not a notification type; use one of: ${TYPE_LIST}.`,
      );
  const rows = CUSTOMER_NOTIFICATION_TYPES.map(
    (type) => [type, readChannels(reader, `preferences.${type}`, value[type])] as const,
  );
  return reader.ok ? (Object.fromEntries(rows) as CustomerNotificationPreferences) : undefined;
}

/**
 * Extension: PUT /api/apps/ecommerce/customers/{customerId}/notifications `{ preferences }`.
 * Answers the stored grid; nothing is saved when any cell is refused.
 */
export function updateCustomerNotifications(
  db: CustomerDb,
  customerId: number,
  body: unknown,
): Outcome<CustomerNotificationsUpdate> {
  if (!exists(db, customerId)) return notFound(CUSTOMER_NOT_FOUND);
  const reader = new BodyReader(body);
  const preferences = readPreferences(reader);
  if (!reader.ok || !preferences) return invalid(reader.errors);
  storedSettings(db.customerSettings, customerId).notificationPreferences = preferences;
  return success({ preferences });
}

/** Extension: PUT /api/apps/ecommerce/customers/{customerId}/two-step `{ enabled }`. */
export function updateCustomerTwoStep(
  db: CustomerDb,
  customerId: number,
  body: unknown,
): Outcome<CustomerTwoStepUpdate> {
  if (!exists(db, customerId)) return notFound(CUSTOMER_NOT_FOUND);
  const reader = new BodyReader(body);
  const enabled = reader.boolean('enabled', { required: true });
  if (!reader.ok || enabled === undefined) return invalid(reader.errors);
  storedSettings(db.customerSettings, customerId).twoStepEnabled = enabled;
  return success({ enabled });
}

/**
 * Extension: POST /api/apps/ecommerce/customers/{customerId}/password `{ password, confirm }`,
 * with the rules of the customer security form: at least 8 characters, an uppercase letter and a
 * digit, and `confirm` equal to `password`. The fake API keeps no credentials, so a valid change
 * is acknowledged (`success(null)`, a 204) and forgotten; the messages never quote the password.
 */
export function changeCustomerPassword(
  db: Pick<Db, 'customers'>,
  customerId: number,
  body: unknown,
): Outcome<null> {
  if (!exists(db, customerId)) return notFound(CUSTOMER_NOT_FOUND);
  const reader = new BodyReader(body);
  readNewPassword(reader);
  return reader.ok ? success(null) : invalid(reader.errors);
}
