export { fixedClock, fixedNow, realClock, type Clock } from './clock.ts';
export {
  configureMocks,
  getMocksConfig,
  resetMocksConfig,
  type MocksConfig,
  type SnapshotStorage,
} from './configure.ts';

export * from './handlers/index.ts';

export { flushDb, getDb, loadDb, resetDb } from './db/store.ts';
export { createSeed, SEED_SIZES } from './db/create-seed.ts';
export type { Db } from './db/schema.ts';
export { SNAPSHOT_KEY, SNAPSHOT_VERSION } from './persistence/snapshot.ts';

export { emitNotification, openConnectionCount, resetBroadcasting } from './broadcasting/hub.ts';
export {
  DEFAULT_APP_KEY,
  EMAIL_RECEIVED_EVENT,
  NOTIFICATION_EVENT,
  userChannel,
} from './domains/broadcasting.ts';
export { PUSHER_URL } from './handlers/broadcasting.ts';

// Value sets (README "Records and value sets", "Accounts and roles"), for filters and validation.
export { CALENDAR_CATEGORIES } from './domains/calendar.ts';
export * from './values/index.ts';
export { INVOICE_STATUSES } from './domains/invoice-body.ts';
export { ordersByCountry, orderStageOf } from './domains/ecommerce/orders-by-country.ts';
export { ROLE_NAMES } from './domains/permissions.ts';
export { ROLE_SUBJECTS, withHolders } from './domains/roles.ts';
export { USER_PLANS, USER_ROLES, USER_STATUSES } from './domains/users.ts';
export { LOGIN_DEFAULT_ERROR, LOGIN_INVALID } from './domains/auth.ts';
export { STORYBOOK_BASE } from './db/seed/search-index.ts';

export type * from './types/index.ts';
