import { avatarPath, flagPath } from '../../lib/asset-paths.ts';
import { createRng } from '../../lib/prng.ts';
import type {
  Customer,
  CustomerNotificationChannel,
  CustomerNotificationPreferences,
  CustomerNotificationType,
  CustomerSettings,
} from '../../types/ecommerce.ts';
import { makePerson } from './people.ts';
import { COUNTRIES } from './places.ts';

/**
 * Customers with unique six-digit customer ids (the id of the detail call). `order` and
 * `totalSpent` start at 0: the seed derives them from the orders (`withOrderTotals`).
 */
export function seedCustomers(count = 100): Customer[] {
  const rng = createRng('customers');
  const taken = new Set<string>();
  const usedIds = new Set<number>();
  return Array.from({ length: count }, (_, index) => {
    const person = makePerson(rng, taken);
    const country = rng.pick(COUNTRIES);
    let customerId = rng.int(100_000, 999_999);
    while (usedIds.has(customerId)) customerId = rng.int(100_000, 999_999);
    usedIds.add(customerId);
    return {
      id: index + 1,
      customer: person.fullName,
      customerId,
      email: person.email,
      country: country.name,
      countryFlag: flagPath(country.code),
      countryCode: country.code,
      order: 0,
      totalSpent: 0,
      avatar: avatarPath(person.fullName),
    };
  });
}

export const CUSTOMER_NOTIFICATION_TYPES: readonly CustomerNotificationType[] = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
];
export const CUSTOMER_NOTIFICATION_CHANNELS: readonly CustomerNotificationChannel[] = [
  'email',
  'browser',
  'app',
];

/** What a new customer gets: everything by email, account activity everywhere, no two-step. */
export function newCustomerSettings(customerId: number): CustomerSettings {
  return {
    customerId,
    twoStepEnabled: false,
    notificationPreferences: {
      newForYou: { email: true, browser: false, app: false },
      accountActivity: { email: true, browser: true, app: true },
      newBrowser: { email: true, browser: true, app: false },
      newDevice: { email: true, browser: false, app: false },
    },
  };
}

/**
 * Each customer's account settings: the new-customer defaults with a few choices changed. Keyed by
 * the customerId (as the address book is), so a customer's settings never depend on list order.
 */
export function seedCustomerSettings(customers: readonly Customer[]): CustomerSettings[] {
  return customers.map(({ customerId }) => {
    const rng = createRng(`customer-settings-${customerId}`);
    const { notificationPreferences: defaults } = newCustomerSettings(customerId);
    const entries = CUSTOMER_NOTIFICATION_TYPES.map((type) => {
      const channels = CUSTOMER_NOTIFICATION_CHANNELS.map(
        (channel) =>
          [channel, rng.chance(0.2) ? !defaults[type][channel] : defaults[type][channel]] as const,
      );
      return [type, Object.fromEntries(channels)] as const;
    });
    return {
      customerId,
      twoStepEnabled: rng.chance(0.4),
      notificationPreferences: Object.fromEntries(entries) as CustomerNotificationPreferences,
    };
  });
}
