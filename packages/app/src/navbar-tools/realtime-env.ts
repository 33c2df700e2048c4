import type { RealtimeConfig } from '@atrium/features/notifications';

type PusherEnv = Pick<
  ImportMetaEnv,
  | 'VITE_PUSHER_APP_KEY'
  | 'VITE_PUSHER_HOST'
  | 'VITE_PUSHER_PORT'
  | 'VITE_PUSHER_APP_CLUSTER'
  | 'VITE_API_BASE_URL'
>;

/**
 * The broadcasting settings from `VITE_PUSHER_*`. Without a
 * key or host there is no real time, rather than a socket to nowhere. Channel authorization goes
 * to `/broadcasting/auth` on the API's origin.
 */
export function realtimeConfigFromEnv(env: PusherEnv = import.meta.env): RealtimeConfig | null {
  const key = env.VITE_PUSHER_APP_KEY?.trim();
  const host = env.VITE_PUSHER_HOST?.trim();
  if (!key || !host) return null;
  const port = Number(env.VITE_PUSHER_PORT);
  const apiBase = env.VITE_API_BASE_URL ?? '';
  const authEndpoint = /^https?:\/\//.test(apiBase)
    ? new URL('/broadcasting/auth', apiBase).href
    : '/broadcasting/auth';
  return {
    key,
    host,
    port: Number.isInteger(port) && port > 0 ? port : 443,
    cluster: env.VITE_PUSHER_APP_CLUSTER?.trim() || 'mt1',
    authEndpoint,
  };
}
