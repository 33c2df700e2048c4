import {
  IconAlertTriangle,
  IconBell,
  IconCurrencyDollar,
  IconFileDollar,
  IconMessage,
  IconShoppingCart,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';

import { Avatar } from '@atrium/ui';

import type { NotificationDto } from './api.ts';

/** The icons the fake API's notifications name; anything else gets a bell. */
const icons: Record<string, TablerIcon> = {
  'shopping-cart': IconShoppingCart,
  'file-dollar': IconFileDollar,
  'alert-triangle': IconAlertTriangle,
  'currency-dollar': IconCurrencyDollar,
  message: IconMessage,
  star: IconStar,
};

/** The picture in front of a notification: the sender's avatar, else a tinted icon. */
export function NotificationMedia({ notification }: { notification: NotificationDto }) {
  if (notification.avatar)
    return <Avatar src={notification.avatar} name={notification.title} alt="" />;
  const Icon = icons[notification.icon ?? ''] ?? IconBell;
  return (
    <Avatar color={notification.color ?? 'primary'} alt="">
      <Icon size={20} />
    </Avatar>
  );
}
