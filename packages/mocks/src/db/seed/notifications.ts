import { avatarPath } from '../../lib/asset-paths.ts';
import { addMinutes } from '../../lib/dates.ts';
import type { NotificationInput, StoredNotification } from '../../types/notifications.ts';

/** What the cadence pushes, in turn, to the signed-in user's channel. */
export const SAMPLE_NOTIFICATIONS: readonly NotificationInput[] = [
  {
    title: 'New order received',
    message: 'Order #5523 for $249.00 is waiting to be packed.',
    icon: 'shopping-cart',
    color: 'success',
  },
  {
    title: 'Congratulation Flora! 🎉',
    message: 'Won the monthly best seller badge',
    avatar: avatarPath('Flora Downey'),
  },
  {
    title: 'Invoice overdue',
    message: 'Invoice #5012 from Orchid Design Co. is 3 days late.',
    icon: 'file-dollar',
    color: 'error',
  },
  {
    title: 'New review',
    message: 'Grace Lindqvist rated Quiet Wave Headphones 5 stars.',
    avatar: avatarPath('Grace Lindqvist'),
  },
  {
    title: 'Low stock',
    message: 'Cloud Knit Sneakers are down to 4 pairs.',
    icon: 'alert-triangle',
    color: 'warning',
  },
  {
    title: 'New message',
    message: 'Harriet McBride sent you the usability report.',
    avatar: avatarPath('Harriet McBride'),
  },
  {
    title: 'Payout sent',
    message: 'Your weekly payout of $18,420.55 is on its way.',
    icon: 'currency-dollar',
    color: 'info',
  },
];

/** Minutes before "now" of each seeded notification, and whether it is already read. */
const SEEDED: readonly { sample: number; minutesAgo: number; read: boolean }[] = [
  { sample: 0, minutesAgo: 12, read: false },
  { sample: 1, minutesAgo: 95, read: false },
  { sample: 2, minutesAgo: 60 * 5, read: false },
  { sample: 3, minutesAgo: 60 * 26, read: true },
  { sample: 4, minutesAgo: 60 * 24 * 3, read: true },
];

/**
 * A few notifications per login user (ids 1 and 2), dated back from the clock so a fixed clock
 * gives the same list every time. Ids are `seed-<user>-<n>`.
 */
export function seedNotifications(
  now: Date,
  userIds: readonly number[] = [1, 2],
): StoredNotification[] {
  return userIds.flatMap((userId) =>
    SEEDED.flatMap(({ sample, minutesAgo, read }, n) => {
      const input = SAMPLE_NOTIFICATIONS[sample];
      if (!input) return [];
      return [
        {
          ...input,
          id: `seed-${userId}-${n + 1}`,
          userId,
          createdAt: addMinutes(now, -minutesAgo).toISOString(),
          read,
        },
      ];
    }),
  );
}
