import { addDays, addMinutes, isoDate } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
import type { LoginUser } from '../../types/auth.ts';
import type { SignedInAccountRecord } from '../../types/signed-in-account.ts';
import { SOCIAL_SERVICES } from '../../values/signed-in-account.ts';
import { newCustomerSettings } from './customers.ts';
import { COMPANIES } from './people.ts';
import { seedCards, seedDevices, USER_CONNECTION_SERVICES } from './user-views.ts';
import { USER_PLANS } from '../../values/users.ts';

/**
 * What an account that signed up after the seed has until it saves a change: nothing but its name
 * and email, English, US dollars, the basic plan starting today, no card, no key, no device.
 */
export function newSignedInAccount(user: LoginUser, now: Date): SignedInAccountRecord {
  return {
    userId: user.id,
    defaultAvatar: user.avatar,
    details: {
      organisation: '',
      phone: '',
      address: '',
      state: '',
      zipCode: '',
      country: '',
      language: 'en',
      timeZone: 'UTC',
      currency: 'USD',
    },
    deactivated: false,
    twoStep: { enabled: false, method: null, phone: '' },
    apiKeys: [],
    devices: [],
    notificationPreferences: newCustomerSettings(user.id).notificationPreferences,
    notificationTiming: 'online',
    connections: USER_CONNECTION_SERVICES.map((service) => ({ service, connected: false })),
    socials: SOCIAL_SERVICES.map((service) => ({ service, connected: false })),
    plan: 'basic',
    periodStart: isoDate(now),
    cancelled: false,
    paymentMethods: [],
    billingAddress: {
      companyName: '',
      billingEmail: user.email,
      taxId: '',
      vatNumber: '',
      mobile: '',
      country: '',
      address: '',
      state: '',
      zipCode: '',
    },
  };
}

const PLACES = [
  { country: 'France', state: 'Île-de-France', timeZone: 'Europe/Paris', currency: 'EUR' },
  { country: 'United Kingdom', state: 'London', timeZone: 'Europe/London', currency: 'GBP' },
  {
    country: 'United States',
    state: 'California',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
  },
  { country: 'Germany', state: 'Berlin', timeZone: 'Europe/Berlin', currency: 'EUR' },
] as const;

/**
 * The seeded accounts' settings, keyed by userId so an account's data never depends on list
 * order: a filled-in profile, two or three recent devices, one API key, one or two cards, a plan
 * some days into its period and a few connections.
 */
export function seedSignedInAccounts(
  users: readonly LoginUser[],
  now: Date,
): SignedInAccountRecord[] {
  return users.map((user) => {
    const rng = createRng(`signed-in-account-${user.id}`);
    const base = newSignedInAccount(user, now);
    const place = rng.pick(PLACES);
    // One of the invoice clients' companies: its invoices are the account's billing history.
    const organisation = rng.pick(COMPANIES);
    const phone = `+1 555 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
    const address = `${rng.int(1, 999)} ${rng.pick(['Market', 'Canal', 'Harbour', 'Station'])} Street`;
    const zipCode = String(rng.int(10000, 99999));
    return {
      ...base,
      details: { organisation, phone, address, zipCode, language: 'en', ...place },
      apiKeys: [
        {
          id: 1,
          name: 'Storefront server',
          permission: 'full',
          key: `atr_${rng.int(10_000_000, 99_999_999).toString(16)}${rng.int(10_000_000, 99_999_999).toString(16)}`,
          createdAt: addMinutes(now, -rng.int(2, 40) * 24 * 60).toISOString(),
        },
      ],
      devices: seedDevices(rng, now, place.country),
      connections: base.connections.map((c) => ({ ...c, connected: rng.chance(0.5) })),
      socials: base.socials.map((s) => ({ ...s, connected: rng.chance(0.4) })),
      plan: rng.pick(USER_PLANS),
      periodStart: isoDate(addDays(now, -rng.int(1, 29))),
      paymentMethods: seedCards(rng, user.fullName, now),
      billingAddress: {
        companyName: organisation,
        billingEmail: user.email,
        taxId: `TAX-${rng.int(1000, 9999)}`,
        vatNumber: `VAT-${rng.int(100000, 999999)}`,
        mobile: phone,
        country: place.country,
        address,
        state: place.state,
        zipCode,
      },
    };
  });
}
