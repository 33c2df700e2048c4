import { useTranslation } from 'react-i18next';

import type { CustomerDetails } from '@atrium/mocks/types';

import { useCan } from '../../shared/access/index.ts';
import { NotificationGrid, notificationGridTexts } from '../../shared/index.ts';

import { useUpdateCustomerNotificationsMutation } from '../api/customers.ts';

/** Which notifications the customer gets, by channel, saved through the customer settings call. */
export function CustomerNotificationsTab({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  const [saveNotifications] = useUpdateCustomerNotificationsMutation();
  return (
    <NotificationGrid
      // A reader sees the choices, without changing or saving them.
      readOnly={!useCan('update', 'Ecommerce')}
      preferences={customer.notificationPreferences}
      save={(preferences) =>
        saveNotifications({ customerId: customer.customerId, preferences }).unwrap()
      }
      texts={notificationGridTexts(
        (key) => t(`customers.details.notifications.${key}`),
        (type, channel) => t('customers.details.notifications.checkbox', { type, channel }),
        t('common.actions.save'),
      )}
    />
  );
}
