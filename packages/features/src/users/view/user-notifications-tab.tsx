import { useTranslation } from 'react-i18next';

import { useCan } from '../../shared/access/index.ts';
import { NotificationGrid, notificationGridTexts } from '../../shared/index.ts';

import { useUpdateUserNotificationsMutation } from '../api/user-view.ts';
import type { UserTabProps } from './user-tab-props.ts';

/** Notifications: the channel × event grid (the customers' one), saved whole on Save. */
export function UserNotificationsTab({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  const [saveNotifications] = useUpdateUserNotificationsMutation();
  return (
    <NotificationGrid
      readOnly={!useCan('update', 'User')}
      preferences={view.notificationPreferences}
      save={(preferences) => saveNotifications({ id: user.id, preferences }).unwrap()}
      texts={notificationGridTexts(
        (key) => t(`userView.notifications.${key}`),
        (type, channel) => t('userView.notifications.checkbox', { type, channel }),
        t('userView.actions.save'),
      )}
    />
  );
}
