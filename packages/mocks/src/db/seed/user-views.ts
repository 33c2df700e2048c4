import { addDays, addMinutes, isoDate } from '../../lib/dates.ts';
import { createRng, type Rng } from '../../lib/prng.ts';
import type { UserDetails } from '../../types/users.ts';
import type {
  UserActivity,
  UserActivityKind,
  UserConnectionService,
  UserDevice,
  UserPaymentMethod,
  UserProject,
  UserProjectKind,
  UserViewRecord,
} from '../../types/user-view.ts';
import { newCustomerSettings } from './customers.ts';
import { FIRST_NAMES, LAST_NAMES } from './people.ts';
import { COUNTRIES } from './places.ts';

export const USER_CONNECTION_SERVICES: readonly UserConnectionService[] = [
  'google',
  'slack',
  'github',
  'mailchimp',
  'asana',
];

const PROJECT_NAMES = [
  'Storefront redesign',
  'Checkout revamp',
  'Mobile shop app',
  'Loyalty program',
  'Spring campaign',
  'Warehouse dashboard',
  'Product photo refresh',
  'Search tuning',
  'Returns portal',
  'Newsletter templates',
];
const PROJECT_KINDS: readonly UserProjectKind[] = ['web', 'mobile', 'design', 'marketing', 'data'];
const ACTIVITY_KINDS: readonly UserActivityKind[] = [
  'invoicePaid',
  'meeting',
  'projectCreated',
  'fileShared',
];
const BROWSERS: readonly UserDevice['browser'][] = ['Chrome', 'Firefox', 'Safari', 'Edge'];
const SYSTEMS: readonly UserDevice['os'][] = ['Windows', 'macOS', 'iOS', 'Android', 'Linux'];

/**
 * What a user added after the seed has until a change is saved: the period starting on the day
 * they were created, every notification by email, nothing connected and no card on file.
 */
export function newUserView(user: UserDetails, now: Date): UserViewRecord {
  return {
    userId: user.id,
    periodStart: isoDate(now),
    cancelled: false,
    twoStepEnabled: false,
    notificationPreferences: newCustomerSettings(user.id).notificationPreferences,
    projects: [],
    activity: [],
    devices: [],
    connections: USER_CONNECTION_SERVICES.map((service) => ({ service, connected: false })),
    paymentMethods: [],
    billingAddress: {
      companyName: user.company,
      billingEmail: user.email,
      taxId: user.taxId,
      vatNumber: '',
      mobile: user.contact,
      country: user.country,
      address: '',
      state: '',
      zipCode: '',
    },
  };
}

const personName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;

function seedProjects(rng: Rng): UserProject[] {
  return rng.sample(PROJECT_NAMES, rng.int(3, 6)).map((name, index) => ({
    id: index + 1,
    name,
    kind: rng.pick(PROJECT_KINDS),
    lead: personName(rng),
    teamSize: rng.int(2, 12),
    progress: rng.int(5, 100),
    hours: rng.int(8, 420),
  }));
}

/** Newest first, each a few hours to a few days before the previous one. */
function seedActivity(rng: Rng, now: Date, projects: readonly UserProject[]): UserActivity[] {
  let at = addMinutes(now, -rng.int(20, 180));
  return Array.from({ length: 4 }, (_, index) => {
    const kind = rng.pick(ACTIVITY_KINDS);
    const subject =
      kind === 'invoicePaid' ? `#${rng.int(4000, 5200)}` : (rng.pick(projects)?.name ?? '');
    const entry = { id: index + 1, kind, subject, at: at.toISOString() };
    at = addMinutes(at, -rng.int(180, 4 * 24 * 60));
    return entry;
  });
}

export function seedDevices(rng: Rng, now: Date, country: string): UserDevice[] {
  const home = COUNTRIES.find((c) => c.name === country) ?? rng.pick(COUNTRIES);
  let lastSeen = addMinutes(now, -rng.int(5, 90));
  return Array.from({ length: rng.int(2, 4) }, (_, index) => {
    const city = rng.chance(0.8) ? home : rng.pick(COUNTRIES);
    const device = {
      id: index + 1,
      browser: rng.pick(BROWSERS),
      os: rng.pick(SYSTEMS),
      location: `${rng.pick(city.cities)}, ${city.name}`,
      lastSeen: lastSeen.toISOString(),
    };
    lastSeen = addMinutes(lastSeen, -rng.int(600, 9 * 24 * 60));
    return device;
  });
}

export function seedCards(rng: Rng, holder: string, now: Date): UserPaymentMethod[] {
  const brands = ['visa', 'mastercard', 'amex'] as const;
  return Array.from({ length: rng.int(1, 2) }, (_, index) => {
    const month = String(rng.int(1, 12)).padStart(2, '0');
    const year = String((now.getUTCFullYear() + rng.int(1, 5)) % 100).padStart(2, '0');
    return {
      id: index + 1,
      brand: rng.pick(brands),
      holder,
      last4: String(rng.int(0, 9999)).padStart(4, '0'),
      expiry: `${month}/${year}`,
      primary: index === 0,
    };
  });
}

/**
 * The seeded users' view data, keyed by userId (as the customers' settings are), so a user's data
 * never depends on list order: projects, activity and devices dated back from `now`, a few
 * connections and notification choices changed from the defaults, one or two cards.
 */
export function seedUserViews(users: readonly UserDetails[], now: Date): UserViewRecord[] {
  return users.map((user) => {
    const rng = createRng(`user-view-${user.id}`);
    const base = newUserView(user, now);
    const projects = seedProjects(rng);
    const prefs = base.notificationPreferences;
    for (const row of Object.values(prefs))
      for (const channel of Object.keys(row) as (keyof typeof row)[])
        if (rng.chance(0.2)) row[channel] = !row[channel];
    return {
      ...base,
      periodStart: isoDate(addDays(now, -rng.int(1, 29))),
      twoStepEnabled: rng.chance(0.4),
      projects,
      activity: seedActivity(rng, now, projects),
      devices: seedDevices(rng, now, user.country),
      connections: base.connections.map((c) => ({ ...c, connected: rng.chance(0.5) })),
      paymentMethods: seedCards(rng, user.fullName, now),
      billingAddress: {
        ...base.billingAddress,
        vatNumber: `VAT-${rng.int(100000, 999999)}`,
        address: `${rng.int(1, 999)} ${rng.pick(['Market', 'Canal', 'Harbour', 'Station'])} Street`,
        state: rng.pick(COUNTRIES.find((c) => c.name === user.country)?.cities ?? ['Central']),
        zipCode: String(rng.int(10000, 99999)),
      },
    };
  });
}
