import type { Db } from '../../db/schema.ts';
import { newCustomerSettings } from '../../db/seed/customers.ts';
import type { Outcome } from '../../lib/outcome.ts';
import type {
  CustomerNotificationsUpdate,
  CustomerSettings,
  CustomerTwoStepUpdate,
} from '../../types/ecommerce.ts';
import {
  checkPasswordChange,
  updateNotificationPreferences,
  updateTwoStep,
  type AccountSettingsOwner,
} from '../account-settings.ts';

type CustomerDb = Pick<Db, 'customers' | 'customerSettings'>;

const CUSTOMER_NOT_FOUND = 'Customer not found';

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

/** The customer's settings as the shared account settings calls change them. */
const owner = (db: CustomerDb, customerId: number): AccountSettingsOwner => ({
  missing: CUSTOMER_NOT_FOUND,
  exists: db.customers.some((c) => c.customerId === customerId),
  stored: () => storedSettings(db.customerSettings, customerId),
});

/** Extension: PUT /api/apps/ecommerce/customers/{customerId}/notifications `{ preferences }`. */
export const updateCustomerNotifications = (
  db: CustomerDb,
  customerId: number,
  body: unknown,
): Outcome<CustomerNotificationsUpdate> =>
  updateNotificationPreferences(owner(db, customerId), body);

/** Extension: PUT /api/apps/ecommerce/customers/{customerId}/two-step `{ enabled }`. */
export const updateCustomerTwoStep = (
  db: CustomerDb,
  customerId: number,
  body: unknown,
): Outcome<CustomerTwoStepUpdate> => updateTwoStep(owner(db, customerId), body);

/**
 * Extension: POST /api/apps/ecommerce/customers/{customerId}/password `{ password, confirm }`, with
 * the rules of the customer security form (shared with the user view: account-settings.ts).
 */
export const changeCustomerPassword = (
  db: CustomerDb,
  customerId: number,
  body: unknown,
): Outcome<null> => checkPasswordChange(owner(db, customerId), body);
