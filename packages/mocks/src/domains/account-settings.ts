import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_TYPES,
} from '../db/seed/customers.ts';
import { readNewPassword } from '../lib/new-password.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type {
  CustomerNotificationPreferences,
  CustomerNotificationsUpdate,
  CustomerTwoStepUpdate,
} from '../types/ecommerce.ts';

/**
 * The account settings calls a customer and a user share (packages/mocks/README.md, "Customer
 * settings" and "User view"): the notification grid, the two-step flag and the password check.
 * Each owner says how its records are found; the rules and messages are the same for both.
 */

/** The settings every account owner keeps. */
export interface AccountSettings {
  twoStepEnabled: boolean;
  notificationPreferences: CustomerNotificationPreferences;
}

export interface AccountSettingsOwner {
  /** The 404 message of the owner's calls (`Customer not found`, `User not found`). */
  missing: string;
  exists: boolean;
  /**
   * The stored settings to change, created from the defaults the first time. Called only for an
   * existing account once the body is valid, so a refused call never creates a record.
   */
  stored: () => AccountSettings | undefined;
}

const TYPE_LIST = CUSTOMER_NOTIFICATION_TYPES.join(', ');
const CHANNEL_LIST = CUSTOMER_NOTIFICATION_CHANNELS.join(', ');

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
export function readPreferences(reader: BodyReader): CustomerNotificationPreferences | undefined {
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

/** PUT …/notifications `{ preferences }`: the stored grid; nothing is saved when any cell is refused. */
export function updateNotificationPreferences(
  owner: AccountSettingsOwner,
  body: unknown,
): Outcome<CustomerNotificationsUpdate> {
  if (!owner.exists) return notFound(owner.missing);
  const reader = new BodyReader(body);
  const preferences = readPreferences(reader);
  if (!reader.ok || !preferences) return invalid(reader.errors);
  const settings = owner.stored();
  if (!settings) return notFound(owner.missing);
  settings.notificationPreferences = preferences;
  return success({ preferences });
}

/** PUT …/two-step `{ enabled }`. */
export function updateTwoStep(
  owner: AccountSettingsOwner,
  body: unknown,
): Outcome<CustomerTwoStepUpdate> {
  if (!owner.exists) return notFound(owner.missing);
  const reader = new BodyReader(body);
  const enabled = reader.boolean('enabled', { required: true });
  if (!reader.ok || enabled === undefined) return invalid(reader.errors);
  const settings = owner.stored();
  if (!settings) return notFound(owner.missing);
  settings.twoStepEnabled = enabled;
  return success({ enabled });
}

/**
 * POST …/password `{ password, confirm }` by the account forms' rules (`PASSWORD_RULES`: at least 8
 * characters, an uppercase letter and a digit, `confirm` equal). The fake API keeps no credentials
 * for these accounts, so a valid change is acknowledged (`success(null)`, a 204) and forgotten;
 * the messages never quote the password.
 */
export function checkPasswordChange(owner: AccountSettingsOwner, body: unknown): Outcome<null> {
  if (!owner.exists) return notFound(owner.missing);
  const reader = new BodyReader(body);
  readNewPassword(reader);
  return reader.ok ? success(null) : invalid(reader.errors);
}
