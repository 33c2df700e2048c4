import { getConfig } from '../config.ts';
import { SAMPLE_NOTIFICATIONS } from '../db/seed/notifications.ts';
import { commit, getDb } from '../db/store.ts';
import { NOTIFICATION_EVENT, userIdOfChannel } from '../domains/broadcasting.ts';
import { storeNotification } from '../domains/notifications.ts';
import type { Notification, NotificationInput } from '../types/notifications.ts';
import type { PusherFrame, PusherReply, PusherSession } from './pusher-session.ts';

/** An open fake-WebSocket connection: its protocol state and how to write to it. */
interface Connection {
  session: PusherSession;
  send: (frame: PusherFrame) => void;
}

const connections = new Map<string, Connection>();
let notificationCounter = 0;
let cadence: { timer: ReturnType<typeof setInterval>; intervalMs: number } | null = null;

export function registerConnection(
  session: PusherSession,
  send: (frame: PusherFrame) => void,
): void {
  connections.set(session.socketId, { session, send });
  syncCadence();
}

export function unregisterConnection(socketId: string): void {
  connections.delete(socketId);
  syncCadence();
}

/** The app key a socket connected with (the auth endpoints sign with it). */
export function appKeyOf(socketId: string): string | undefined {
  return connections.get(socketId)?.session.key;
}

/** Delivers a session's replies: to itself, or as a whisper to the channel's other subscribers. */
export function deliver(from: Connection['session'], replies: readonly PusherReply[]): void {
  for (const reply of replies) {
    if (reply.target === 'self') connections.get(from.socketId)?.send(reply.frame);
    else
      for (const c of connections.values())
        if (c.session !== from && c.session.channels.has(reply.channel)) c.send(reply.frame);
  }
  syncCadence();
}

function toNotification(input: NotificationInput): Notification {
  notificationCounter += 1;
  const now = getConfig().clock();
  return {
    ...input,
    // The clock keeps ids unique across reloads, when the counter starts again but the stored
    // notifications of the last visit are still there.
    id: input.id ?? `notification-${now.getTime()}-${notificationCounter}`,
    createdAt: input.createdAt ?? now.toISOString(),
    read: false,
  };
}

/**
 * Pushes a notification to every open connection subscribed to a user channel
 * (`private-App.Models.User.{id}`), or only to that user's when `userId` is given. Returns the
 * notification as sent. It is also stored (for that user, or for every login user) so that
 * `GET /api/notifications` finds it after a missed push. For stories and tests; the app gets
 * them from the cadence.
 */
export function emitNotification(
  input: NotificationInput,
  options: { userId?: number } = {},
): Notification {
  const notification = toNotification(input);
  const db = getDb();
  storeNotification(
    db,
    notification,
    options.userId === undefined ? db.loginUsers.map((u) => u.id) : [options.userId],
  );
  commit();
  for (const { session, send } of connections.values()) {
    for (const channel of session.channels) {
      const userId = userIdOfChannel(channel);
      if (userId !== null && (options.userId === undefined || options.userId === userId)) {
        send({ event: NOTIFICATION_EVENT, channel, data: JSON.stringify(notification) });
      }
    }
  }
  return notification;
}

function hasUserChannel(): boolean {
  for (const { session } of connections.values())
    for (const channel of session.channels) if (userIdOfChannel(channel) !== null) return true;
  return false;
}

/**
 * Runs the sample-notification timer while someone listens on a user channel and the configured
 * interval is positive; stops it otherwise, so tests and idle pages keep no timer alive.
 */
export function syncCadence(): void {
  const intervalMs = getConfig().notificationIntervalMs;
  const wanted = intervalMs > 0 && hasUserChannel();
  if (cadence && (!wanted || cadence.intervalMs !== intervalMs)) {
    clearInterval(cadence.timer);
    cadence = null;
  }
  if (wanted && !cadence) {
    let next = 0;
    const timer = setInterval(() => {
      const sample = SAMPLE_NOTIFICATIONS[next % SAMPLE_NOTIFICATIONS.length];
      next += 1;
      if (sample) emitNotification(sample);
    }, intervalMs);
    cadence = { timer, intervalMs };
  }
}

/** Closes the books: forgets every connection and stops the timer (test teardown). */
export function resetBroadcasting(): void {
  connections.clear();
  syncCadence();
}

export function openConnectionCount(): number {
  return connections.size;
}
