import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

import { useToast } from '@atrium/ui';

import { realtimeEventReceived } from '../../api/realtime-events.ts';
import type { AppDispatch } from '../../store/create-store.ts';
import { notificationReceived, notificationsApi, type NotificationDto } from '../api.ts';
import { connectEcho, type ConnectRealtime } from './echo-connection.ts';
import { echoOptions } from './echo-options.ts';
import { userChannelName, type RealtimeConfig } from './realtime-config.ts';

export interface RealtimeNotificationsOptions {
  /** The signed-in user; null (signed out) means no connection. */
  userId: number | null;
  /** Where the broadcasting service is; null turns real time off (no key configured). */
  config: RealtimeConfig | null;
  /** The client factory; laravel-echo + pusher-js unless a test passes a stand-in. */
  connect?: ConnectRealtime;
}

function isNotification(value: unknown): value is NotificationDto {
  const v = value as Partial<NotificationDto> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.message === 'string'
  );
}

/**
 * Real-time notifications: after sign-in, subscribes to the user's private channel and
 * listens for broadcast notifications; each one goes to the top of the notifications list and
 * shows a toast. Every other event is dispatched as `realtimeEventReceived` for the features
 * (`useRealtimeEvent`). After a reconnect the list is refetched for what was missed. Signing out (or
 * unmounting) leaves the channel and closes the socket.
 */
export function useRealtimeNotifications({
  userId,
  config,
  connect = connectEcho,
}: RealtimeNotificationsOptions): void {
  const dispatch = useDispatch<AppDispatch>();
  // Stable for the provider's life, so it does not reconnect the socket.
  const toast = useToast();
  const key = config?.key;
  const host = config?.host;
  const port = config?.port;
  const cluster = config?.cluster;
  const authEndpoint = config?.authEndpoint;

  useEffect(() => {
    if (userId === null || !key || !host) return;
    const channel = userChannelName(userId);
    let cancelled = false;
    let connection: Awaited<ReturnType<ConnectRealtime>> | null = null;
    void connect(echoOptions({ key, host, port, cluster, authEndpoint })).then((opened) => {
      if (cancelled) {
        opened.disconnect();
        return;
      }
      connection = opened;
      opened.onNotification(channel, (payload) => {
        if (!isNotification(payload)) return;
        const notification: NotificationDto = { ...payload, read: false };
        dispatch(notificationReceived(notification));
        toast({
          id: `notification-${notification.id}`,
          title: notification.title,
          description: notification.message,
          severity: 'info',
        });
      });
      opened.onEvent(channel, (name, data) => dispatch(realtimeEventReceived({ name, data })));
      opened.onReconnect(() => {
        dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
      });
    });
    return () => {
      cancelled = true;
      connection?.leave(channel);
      connection?.disconnect();
    };
  }, [userId, key, host, port, cluster, authEndpoint, connect, dispatch, toast]);
}
