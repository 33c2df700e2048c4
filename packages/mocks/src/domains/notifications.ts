import type { Db } from '../db/schema.ts';
import { isRecord } from '../lib/text.ts';
import { BODY_NOT_OBJECT, invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import type { Notification, StoredNotification } from '../types/notifications.ts';
import { userIdFromToken } from './auth.ts';

/**
 * Whose notifications a request sees: the user its bearer token names. Without a token it is the
 * demo admin (id 1), as stories and tests have no session (the broadcasting auth does the same).
 * A token of no known user yields null (401).
 */
export function notificationOwner(db: Db, authorization: string | null): number | null {
  if (!authorization) return 1;
  const id = userIdFromToken(authorization);
  return id !== null && db.loginUsers.some((u) => u.id === id) ? id : null;
}

/** The API shape: the stored record without its owner. */
const toApi = ({ userId: _userId, ...notification }: StoredNotification): Notification =>
  notification;

/** GET /api/notifications: the user's notifications, newest first. */
export function listNotifications(db: Db, userId: number): Notification[] {
  return db.notifications
    .filter((n) => n.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toApi);
}

const NOT_FOUND = 'Notification not found';

/** PATCH /api/notifications/{id} with `{ read: boolean }`. */
export function updateNotification(
  db: Db,
  userId: number,
  id: string,
  body: unknown,
): Outcome<Notification> {
  if (!isRecord(body)) return invalid({ body: [BODY_NOT_OBJECT] });
  if (typeof body.read !== 'boolean') return invalid({ read: ['read must be true or false.'] });
  const found = db.notifications.find((n) => n.userId === userId && n.id === id);
  if (!found) return notFound(NOT_FOUND);
  found.read = body.read;
  return success(toApi(found));
}

/** POST /api/notifications/read-all: answers how many changed. */
export function markAllNotificationsRead(db: Db, userId: number): { updated: number } {
  let updated = 0;
  for (const n of db.notifications)
    if (n.userId === userId && !n.read) {
      n.read = true;
      updated += 1;
    }
  return { updated };
}

/** DELETE /api/notifications/{id}. */
export function removeNotification(db: Db, userId: number, id: string): Outcome<null> {
  const index = db.notifications.findIndex((n) => n.userId === userId && n.id === id);
  if (index < 0) return notFound(NOT_FOUND);
  db.notifications.splice(index, 1);
  return success(null);
}

/**
 * Keeps a pushed notification for its users so a refetch finds it (`emitNotification`); a
 * repeated id for the same user replaces the earlier copy.
 */
export function storeNotification(
  db: Db,
  notification: Notification,
  userIds: readonly number[],
): void {
  for (const userId of userIds) {
    db.notifications = db.notifications.filter(
      (n) => !(n.userId === userId && n.id === notification.id),
    );
    db.notifications.push({ ...notification, userId });
  }
}
