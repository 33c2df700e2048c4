import { avatarPath } from '../../lib/asset-paths.ts';
import type { NotificationInput } from '../../types/notifications.ts';

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
