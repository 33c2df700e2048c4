import { isRecord } from '../lib/text.ts';
import type { LoginUser } from '../types/auth.ts';
import { userIdFromToken } from './auth.ts';

/** Used when the auth call names a socket the fake WebSocket never opened. */
export const DEFAULT_APP_KEY = 'atrium-mock-key';
/** The fake app secret signatures are derived from. Not a secret: this is a fake API. */
const APP_SECRET = 'atrium-mock-secret';

/** laravel-echo's `.notification()` listens for this event name (laravel-echo dist, Channel class). */
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
// The event names are plain values (features listen for them): values/realtime.ts.
export { CHAT_EVENTS, EMAIL_RECEIVED_EVENT } from '../values/realtime.ts';
/** Laravel's default private channel of a notifiable user. */
export const userChannel = (userId: number): string => `private-App.Models.User.${userId}`;
const USER_CHANNEL = /^private-App\.Models\.User\.(\d+)$/;

/** The user id of `private-App.Models.User.{id}`, else null. */
export function userIdOfChannel(channel: string): number | null {
  const match = USER_CHANNEL.exec(channel);
  return match ? Number(match[1]) : null;
}

/** 32 bits of a string hash (cyrb-style), seeded so four seeds give 128 independent bits. */
function hash32(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

/**
 * `<key>:<64 hex>` in Pusher's auth format. Real Pusher uses HMAC-SHA256 of the same string; a
 * keyed non-cryptographic hash is enough here and works where WebCrypto is unavailable (http).
 */
export function sign(key: string, text: string): string {
  const hex = Array.from({ length: 8 }, (_, seed) =>
    hash32(`${APP_SECRET}|${text}`, seed).toString(16).padStart(8, '0'),
  ).join('');
  return `${key}:${hex}`;
}

/** Pusher's string to sign for a channel subscription. */
export const channelSignatureText = (
  socketId: string,
  channel: string,
  channelData?: string,
): string =>
  channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;

export type AuthAnswer =
  { status: 200; body: Record<string, string> } | { status: 400 | 403; body: { message: string } };

/** The body of an auth call: pusher-js sends a form; JSON is accepted too. */
export function readAuthBody(contentType: string, text: string): Record<string, string> {
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed))
        return Object.fromEntries(
          Object.entries(parsed).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>;
    } catch {
      return {};
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const SOCKET_ID = /^\d+\.\d+$/;

interface AuthContext {
  body: Record<string, string>;
  authorization: string | null;
  users: readonly LoginUser[];
  /** The app key of an open socket, by socket id. */
  keyOf: (socketId: string) => string | undefined;
}

function signedInUser(ctx: AuthContext): LoginUser | undefined {
  const id = userIdFromToken(ctx.authorization);
  return id === null ? undefined : ctx.users.find((u) => u.id === id);
}

/**
 * POST /broadcasting/auth. Private and presence channels only. A user's own channel is refused
 * (403) when the bearer token names another user; without a token it is allowed, as stories and
 * tests have no session.
 */
export function authorizeChannel(ctx: AuthContext): AuthAnswer {
  const socketId = ctx.body.socket_id ?? '';
  const channel = ctx.body.channel_name ?? '';
  if (!SOCKET_ID.test(socketId) || channel === '')
    return { status: 400, body: { message: 'socket_id and channel_name are required.' } };
  if (!channel.startsWith('private-') && !channel.startsWith('presence-')) {
    return {
      status: 403,
      body: { message: 'Only private and presence channels need authorization.' },
    };
  }
  const tokenUserId = userIdFromToken(ctx.authorization);
  const channelUserId = userIdOfChannel(channel);
  if (tokenUserId !== null && channelUserId !== null && tokenUserId !== channelUserId) {
    return { status: 403, body: { message: 'This channel belongs to another user.' } };
  }
  const key = ctx.keyOf(socketId) ?? DEFAULT_APP_KEY;
  if (channel.startsWith('presence-')) {
    const user = signedInUser(ctx);
    const channelData = JSON.stringify({
      user_id: String(user?.id ?? socketId),
      user_info: { name: user?.fullName ?? 'Guest' },
    });
    return {
      status: 200,
      body: {
        auth: sign(key, channelSignatureText(socketId, channel, channelData)),
        channel_data: channelData,
      },
    };
  }
  return { status: 200, body: { auth: sign(key, channelSignatureText(socketId, channel)) } };
}

/** POST /broadcasting/user-auth (pusher-js `signin()`): needs a bearer token of a known user. */
export function authenticateUser(ctx: AuthContext): AuthAnswer {
  const socketId = ctx.body.socket_id ?? '';
  if (!SOCKET_ID.test(socketId))
    return { status: 400, body: { message: 'socket_id is required.' } };
  const user = signedInUser(ctx);
  if (!user) return { status: 403, body: { message: 'Unauthenticated.' } };
  const userData = JSON.stringify({
    id: String(user.id),
    user_info: { name: user.fullName, email: user.email },
  });
  const key = ctx.keyOf(socketId) ?? DEFAULT_APP_KEY;
  return {
    status: 200,
    body: { auth: sign(key, `${socketId}::user::${userData}`), user_data: userData },
  };
}
