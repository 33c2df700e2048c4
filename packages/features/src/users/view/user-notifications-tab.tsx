import { useTranslation } from 'react-i18next';

import { NotificationGrid } from '../../shared/index.ts';

import { useUpdateUserNotificationsMutation } from '../api/user-view.ts';
import type { UserTabProps } from './user-tab-props.ts';

/** Notifications: the channel × event grid (the customers' one), saved whole on Save. */
export function UserNotificationsTab({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  const [saveNotifications] = useUpdateUserNotificationsMutation();
  return (
    <NotificationGrid
      preferences={view.notificationPreferences}
      save={(preferences) => saveNotifications({ id: user.id, preferences }).unwrap()}
      texts={{
        ...t('userView.notifications', { returnObjects: true }),
        checkbox: (type, channel) => t('userView.notifications.checkbox', { type, channel }),
        save: t('userView.actions.save'),
      }}
    />
  );
}
