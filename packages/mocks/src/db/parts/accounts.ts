import { seedPart } from '../seed-part.ts';
import { seedNotifications } from '../seed/notifications.ts';
import { seedLoginUsers } from '../seed/users.ts';

/** The accounts that sign in, and what they are told: every signed-in screen reads them. */
export const accountsSeed = seedPart(['loginUsers', 'notifications'], ({ now }) => ({
  loginUsers: seedLoginUsers(),
  notifications: seedNotifications(now),
}));
