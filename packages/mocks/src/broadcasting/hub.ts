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

/** Something the fake API pushes on its own every so often, while a user channel listens. */
interface Cadence {
  /** The configured interval; 0 or less turns it off. */
  intervalMs: () => number;
  tick: () => void;
  running: { timer: ReturnType<typeof setInterval>; intervalMs: number } | null;
}
const cadences: Cadence[] = [];

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

/**
 * Sends an event to every open connection subscribed to a user channel
 * (`private-App.Models.User.{id}`), or only to that user's when `userId` is given.
 */
export function pushToUserChannels(event: string, payload: unknown, userId?: number): void {
  const data = JSON.stringify(payload);
  for (const { session, send } of connections.values()) {
    for (const channel of session.channels) {
      const listener = userIdOfChannel(channel);
      if (listener !== null && (userId === undefined || userId === listener))
        send({ event, channel, data });
    }
  }
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
  pushToUserChannels(NOTIFICATION_EVENT, notification, options.userId);
  return notification;
}

function hasUserChannel(): boolean {
  for (const { session } of connections.values())
    for (const channel of session.channels) if (userIdOfChannel(channel) !== null) return true;
  return false;
}

/**
 * Adds a cadence (the incoming mail of the email domain, once its code has loaded) to the sample
 * notifications'; it runs under the same rule.
 */
export function addCadence(intervalMs: () => number, tick: () => void): void {
  cadences.push({ intervalMs, tick, running: null });
  syncCadence();
}

/**
 * Runs each timer (sample notifications, and any added cadence) while someone listens on a user
 * channel and its configured interval is positive; stops it otherwise, so tests and idle pages
 * keep no timer alive.
 */
export function syncCadence(): void {
  const listening = hasUserChannel();
  for (const cadence of cadences) {
    const intervalMs = cadence.intervalMs();
    const wanted = intervalMs > 0 && listening;
    if (cadence.running && (!wanted || cadence.running.intervalMs !== intervalMs)) {
      clearInterval(cadence.running.timer);
      cadence.running = null;
    }
    if (wanted && !cadence.running)
      cadence.running = { timer: setInterval(cadence.tick, intervalMs), intervalMs };
  }
}

let nextSample = 0;
cadences.push({
  intervalMs: () => getConfig().notificationIntervalMs,
  tick: () => {
    const sample = SAMPLE_NOTIFICATIONS[nextSample % SAMPLE_NOTIFICATIONS.length];
    nextSample += 1;
    if (sample) emitNotification(sample);
  },
  running: null,
});

const scheduled = new Set<ReturnType<typeof setTimeout>>();

/** Runs `work` in `ms` (a contact's answer), unless the books are closed first. */
export function schedule(work: () => void, ms: number): void {
  const timer = setTimeout(() => {
    scheduled.delete(timer);
    work();
  }, ms);
  scheduled.add(timer);
}

/** Closes the books: forgets every connection, stops the timers, drops what was scheduled. */
export function resetBroadcasting(): void {
  connections.clear();
  for (const timer of scheduled) clearTimeout(timer);
  scheduled.clear();
  syncCadence();
}

export function openConnectionCount(): number {
  return connections.size;
}
