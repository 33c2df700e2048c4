import type { EchoPusherOptions } from './echo-options.ts';

/** What the notifications hook needs from a broadcasting client; tests pass a stand-in. */
export interface RealtimeConnection {
  /** Listens for broadcast notifications on a private channel (laravel-echo `.notification()`). */
  onNotification: (channel: string, listener: (payload: unknown) => void) => void;
  /** Every other event on the channel, named as Laravel's `broadcastAs` (no leading dot). */
  onEvent: (channel: string, listener: (name: string, payload: unknown) => void) => void;
  /** Called when the socket is back after a drop (`connected` after `unavailable`/`connecting`). */
  onReconnect: (listener: () => void) => void;
  leave: (channel: string) => void;
  disconnect: () => void;
}

export type ConnectRealtime = (options: EchoPusherOptions) => Promise<RealtimeConnection>;

/**
 * laravel-echo over pusher-js, loaded on demand so neither is in the login chunk (pusher only
 * where it is used).
 */
export const connectEcho: ConnectRealtime = async (options) => {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  const echo = new Echo({ ...options, Pusher });
  const connection = echo.connector.pusher.connection;
  let connectedOnce = false;
  const reconnectListeners: (() => void)[] = [];
  connection.bind('state_change', (states: { previous: string; current: string }) => {
    if (states.current !== 'connected') return;
    const back =
      connectedOnce && (states.previous === 'unavailable' || states.previous === 'connecting');
    connectedOnce = true;
    if (back) for (const listener of reconnectListeners) listener();
  });
  return {
    onNotification: (channel, listener) => {
      echo.private(channel).notification(listener);
    },
    onEvent: (channel, listener) => {
      echo.private(channel).listenToAll((event: string, payload: unknown) => {
        // Echo names a `broadcastAs` event `.name`; notifications (Laravel's class names) are
        // onNotification's.
        if (event.startsWith('.') && !event.startsWith('.Illuminate\\')) {
          listener(event.slice(1), payload);
        }
      });
    },
    onReconnect: (listener) => reconnectListeners.push(listener),
    leave: (channel) => echo.leave(channel),
    disconnect: () => echo.disconnect(),
  };
};
