import type { Db } from '../db/schema.ts';
import { newUserView, USER_CONNECTION_SERVICES } from '../db/seed/user-views.ts';
import { addDays, isoDate, startOfDay } from '../lib/dates.ts';
import { notFound, success, invalid, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { CustomerNotificationsUpdate, CustomerTwoStepUpdate } from '../types/ecommerce.ts';
import type { UserPlan } from '../types/users.ts';
import { planOf } from '../values/plans.ts';
import type {
  UserConnection,
  UserPlanUsage,
  UserView,
  UserViewRecord,
} from '../types/user-view.ts';
import {
  checkPasswordChange,
  updateNotificationPreferences,
  updateTwoStep,
  type AccountSettingsOwner,
} from './account-settings.ts';
import { USER_NOT_FOUND } from './users.ts';

/** The user view's calls read the users and their view records. */
export type UserViewDb = Pick<Db, 'users' | 'userViews'>;

export const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The record of a user to read or change, created from the new-user defaults on the first change
 * (`create`); undefined for an unknown user.
 */
export function userViewRecord(
  db: UserViewDb,
  userId: number | null,
  now: Date,
  create = false,
): UserViewRecord | undefined {
  const user = db.users.find((u) => u.id === userId);
  if (!user) return undefined;
  const found = db.userViews.find((v) => v.userId === user.id);
  if (found) return found;
  const fresh = newUserView(user, now);
  if (create) db.userViews.push(fresh);
  return fresh;
}

/**
 * The plan block: the user's current plan with its terms, and the billing period `now` falls in.
 * Periods last 30 days and renew from the stored start, unless the subscription was cancelled:
 * then the period it was cancelled in is the last one, and stays used up once over.
 */
export function planUsage(
  plan: UserPlan,
  record: Pick<UserViewRecord, 'periodStart' | 'cancelled'>,
  now: Date,
): UserPlanUsage {
  const stored = new Date(`${record.periodStart}T00:00:00Z`);
  const elapsed = Math.max(0, Math.floor((startOfDay(now).getTime() - stored.getTime()) / DAY_MS));
  const renewals = record.cancelled ? 0 : Math.floor(elapsed / PERIOD_DAYS);
  const start = addDays(stored, renewals * PERIOD_DAYS);
  const { monthly, limits } = planOf(plan);
  return {
    name: plan,
    price: monthly,
    seats: limits.seats,
    storageGb: limits.storageGb,
    currency: 'USD',
    periodStart: isoDate(start),
    periodEnd: isoDate(addDays(start, PERIOD_DAYS)),
    daysTotal: PERIOD_DAYS,
    daysUsed: Math.min(PERIOD_DAYS, elapsed - renewals * PERIOD_DAYS),
    cancelled: record.cancelled,
  };
}

/** Extension: GET /api/apps/users/{id}/view. */
export function getUserView(db: UserViewDb, userId: number | null, now: Date): Outcome<UserView> {
  const user = db.users.find((u) => u.id === userId);
  const record = userViewRecord(db, userId, now);
  if (!user || !record) return notFound(USER_NOT_FOUND);
  const { userId: _id, periodStart: _start, cancelled: _cancelled, ...rest } = record;
  return success({ ...rest, plan: planUsage(user.currentPlan, record, now) });
}

/** The user's settings as the shared account settings calls change them. */
const owner = (db: UserViewDb, userId: number | null, now: Date): AccountSettingsOwner => ({
  missing: USER_NOT_FOUND,
  exists: db.users.some((u) => u.id === userId),
  stored: () => userViewRecord(db, userId, now, true),
});

/** Extension: PUT /api/apps/users/{id}/notifications `{ preferences }` (the customers' rules). */
export const updateUserNotifications = (
  db: UserViewDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<CustomerNotificationsUpdate> =>
  updateNotificationPreferences(owner(db, userId, now), body);

/** Extension: PUT /api/apps/users/{id}/two-step `{ enabled }`. */
export const updateUserTwoStep = (
  db: UserViewDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<CustomerTwoStepUpdate> => updateTwoStep(owner(db, userId, now), body);

/** Extension: POST /api/apps/users/{id}/password `{ password, confirm }`: 204 or field errors. */
export const changeUserPassword = (
  db: UserViewDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<null> => checkPasswordChange(owner(db, userId, now), body);

/**
 * Extension: POST /api/apps/users/{id}/subscription/cancel: the plan is not renewed after the
 * current period; answers the plan block. Cancelling twice changes nothing.
 */
export function cancelUserSubscription(
  db: UserViewDb,
  userId: number | null,
  now: Date,
): Outcome<UserPlanUsage> {
  const user = db.users.find((u) => u.id === userId);
  const record = userViewRecord(db, userId, now, true);
  if (!user || !record) return notFound(USER_NOT_FOUND);
  if (!record.cancelled) {
    // Keep the period the cancellation falls in: it is the last one.
    record.periodStart = planUsage(user.currentPlan, record, now).periodStart;
    record.cancelled = true;
  }
  return success(planUsage(user.currentPlan, record, now));
}

/** Extension: PUT /api/apps/users/{id}/connections/{service} `{ connected }`. */
export function updateUserConnection(
  db: UserViewDb,
  userId: number | null,
  service: string | undefined,
  body: unknown,
  now: Date,
): Outcome<UserConnection> {
  if (!db.users.some((u) => u.id === userId)) return notFound(USER_NOT_FOUND);
  const known = USER_CONNECTION_SERVICES.find((s) => s === service);
  if (!known) return notFound(`No connection named ${String(service)}`);
  const reader = new BodyReader(body);
  const connected = reader.boolean('connected', { required: true });
  if (!reader.ok || connected === undefined) return invalid(reader.errors);
  const record = userViewRecord(db, userId, now, true);
  const connection = record?.connections.find((c) => c.service === known);
  if (!connection) return notFound(USER_NOT_FOUND);
  connection.connected = connected;
  return success(connection);
}
