import { accountsSeed } from '../db/parts/accounts.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  notificationOwner,
  removeNotification,
  updateNotification,
} from '../domains/notifications.ts';
import { api, del, failure, get, json, message, noContent, patch, post, readJson } from './kit.ts';

const UNAUTHENTICATED = (): Response => message(401, 'Unauthenticated.');

/**
 * The signed-in user's notifications (extension; README "Notifications"): list, mark one read
 * or unread, mark all read, remove. The bearer token says whose.
 */
export const notificationsHandlers = withSeeds(
  [accountsSeed],
  [
    get(api('/notifications'), ({ request }) => {
      const owner = notificationOwner(getDb(), request.headers.get('Authorization'));
      return owner === null ? UNAUTHENTICATED() : json(listNotifications(getDb(), owner));
    }),
    post(api('/notifications/read-all'), ({ request }) => {
      const owner = notificationOwner(getDb(), request.headers.get('Authorization'));
      return owner === null ? UNAUTHENTICATED() : json(markAllNotificationsRead(getDb(), owner));
    }),
    patch(api('/notifications/:id'), async ({ request, params }) => {
      const owner = notificationOwner(getDb(), request.headers.get('Authorization'));
      if (owner === null) return UNAUTHENTICATED();
      const outcome = updateNotification(getDb(), owner, params.id ?? '', await readJson(request));
      return outcome.ok ? json(outcome.value) : failure(outcome.failure);
    }),
    del(api('/notifications/:id'), ({ request, params }) => {
      const owner = notificationOwner(getDb(), request.headers.get('Authorization'));
      if (owner === null) return UNAUTHENTICATED();
      const outcome = removeNotification(getDb(), owner, params.id ?? '');
      return outcome.ok ? noContent() : failure(outcome.failure);
    }),
  ],
);
