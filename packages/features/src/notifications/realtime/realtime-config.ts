/** How to reach the broadcasting service; the app reads it from `VITE_PUSHER_*`. */
export interface RealtimeConfig {
  /** The public app key. */
  key: string;
  /** The WebSocket host, e.g. `ws.example.com`. */
  host: string;
  /** 443. */
  port?: number;
  /** pusher-js needs a cluster even with a custom host; it is not used then. */
  cluster?: string;
  /** Channel authorization; `/broadcasting/auth`. */
  authEndpoint?: string;
}

/** laravel-echo's default event namespace, named for clarity. */
export const EVENT_NAMESPACE = 'App.Events';

/** Laravel's private channel of a notifiable user, as laravel-echo names it (without `private-`). */
export const userChannelName = (userId: number | string): string => `App.Models.User.${userId}`;
