/**
 * Notifications: the navbar menu over GET /api/notifications, and real-time delivery over
 * laravel-echo + pusher-js. The app passes the broadcasting config from its env.
 */
export { NotificationsMenu, type NotificationsMenuProps } from './notifications-menu.tsx';
export {
  notificationsApi,
  notificationReceived,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useRemoveNotificationMutation,
  useSetNotificationReadMutation,
  type NotificationColor,
  type NotificationDto,
} from './api.ts';
export * from './realtime/index.ts';
export {
  notificationsLocaleLoaders,
  notificationsResources,
  type NotificationsTexts,
} from './locales/index.ts';
