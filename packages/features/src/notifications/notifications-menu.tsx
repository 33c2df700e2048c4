import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Badge, IconButton, NotificationMenu } from '@atrium/ui';

import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useRemoveNotificationMutation,
  useSetNotificationReadMutation,
} from './api.ts';
import { NotificationMedia } from './notification-media.tsx';
import { relativeTime } from '../shared/relative-time.ts';

export interface NotificationsMenuProps {
  /** Called by "View all notifications"; the app routes it. */
  onViewAll: () => void;
  /** "Now" for the relative times; stories and tests pin it. */
  now?: Date;
  /** Block the page while open (default); stories open it non-modal for the accessibility check. */
  modal?: boolean;
  /** Initial open state. */
  defaultOpen?: boolean;
}

/**
 * The navbar's notifications: a button named "Notifications, 3 unread" (or "Notifications" when
 * all are read) with the count as a badge, opening the signed-in user's notifications
 * (GET /api/notifications) with read/unread, remove and "mark all as read".
 */
export function NotificationsMenu({ onViewAll, now, modal, defaultOpen }: NotificationsMenuProps) {
  const { t, i18n } = useTranslation('notifications');
  const { data = [] } = useListNotificationsQuery();
  const [setRead] = useSetNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const [remove] = useRemoveNotificationMutation();
  const unread = data.filter((n) => !n.read).length;
  const at = now ?? new Date();

  // The count is part of the button's name ("Notifications, 3 unread"), so a screen-reader user
  // hears it where they act; the badge beside the button stays silent rather than say it twice.
  return (
    <Badge count={unread} color="error" label="" data-testid="notifications-badge">
      <NotificationMenu
        modal={modal}
        defaultOpen={defaultOpen}
        trigger={
          <IconButton
            label={unread > 0 ? t('buttonUnread', { count: unread }) : t('button')}
            variant="text"
            color="secondary"
            shape="round"
            data-testid="navbar-notifications"
            data-unread={unread}
          >
            <IconBell size={22} aria-hidden />
          </IconButton>
        }
        items={data.map((n) => ({
          id: n.id,
          title: n.title,
          message: n.message,
          time: relativeTime(n.createdAt, at, i18n.language),
          dateTime: n.createdAt,
          media: <NotificationMedia notification={n} />,
          read: n.read,
        }))}
        labels={{
          title: t('title'),
          unread: t('unread', { count: unread }),
          markRead: t('markRead'),
          markUnread: t('markUnread'),
          remove: t('remove'),
          markAllRead: t('markAllRead'),
          viewAll: t('viewAll'),
          empty: t('empty'),
        }}
        onReadChange={({ id, read }) => void setRead({ id, read })}
        onRemove={({ id }) => void remove({ id })}
        onMarkAllRead={() => void markAllRead()}
        onViewAll={onViewAll}
      />
    </Badge>
  );
}
