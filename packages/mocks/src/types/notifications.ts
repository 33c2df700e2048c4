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
  /** False when pushed; the notifications REST domain lets the user flip it. */
  read: boolean;
}

/** A notification as the db keeps it: whose it is, beside what the API answers. */
export interface StoredNotification extends Notification {
  userId: number;
}

/** What `emitNotification` accepts: id, createdAt and read are filled in when missing. */
export type NotificationInput = Omit<Notification, 'id' | 'createdAt' | 'read'> &
  Partial<Pick<Notification, 'id' | 'createdAt'>>;
