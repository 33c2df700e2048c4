import type { ThemeColor } from './common.ts';

/** Payload of the broadcast notification event pushed over the WebSocket. */
export interface Notification {
  id: string;
  title: string;
  message: string;
  avatar?: string;
  /** Tabler icon name, when there is no avatar. */
  icon?: string;
  color?: ThemeColor;
  /** ISO date-time. */
  createdAt: string;
  read: false;
}

/** What `emitNotification` accepts: id, createdAt and read are filled in when missing. */
export type NotificationInput = Omit<Notification, 'id' | 'createdAt' | 'read'> &
  Partial<Pick<Notification, 'id' | 'createdAt'>>;
