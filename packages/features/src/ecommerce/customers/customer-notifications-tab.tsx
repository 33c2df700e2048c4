import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type {
  CustomerDetails,
  CustomerNotificationChannel,
  CustomerNotificationPreferences,
  CustomerNotificationType,
} from '@atrium/mocks/types';
import { Button, Card, Checkbox, SimpleTable, Stack } from '@atrium/ui';

import { useCan } from '../../shared/access/index.ts';

import { useSaveOutcome } from '../../shared/index.ts';

import { useUpdateCustomerNotificationsMutation } from '../api/customers.ts';

/** Rows and columns, in the order shown; the fake API answers every type with every channel. */
const TYPES: readonly CustomerNotificationType[] = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
];
const CHANNELS: readonly CustomerNotificationChannel[] = ['email', 'browser', 'app'];

/**
 * Which notifications the customer gets, by channel: the stored grid, edited here and sent whole
 * on Save. A failed save keeps the ticks as they are, so Save can simply be pressed again.
 */
export function CustomerNotificationsTab({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  // A reader sees the choices, without changing or saving them.
  const canUpdate = useCan('update', 'Ecommerce');
  const outcomeOf = useSaveOutcome();
  const [saveNotifications, { isLoading }] = useUpdateCustomerNotificationsMutation();
  const [prefs, setPrefs] = useState<CustomerNotificationPreferences>(
    customer.notificationPreferences,
  );

  const toggle = (
    type: CustomerNotificationType,
    channel: CustomerNotificationChannel,
    on: boolean,
  ) => setPrefs((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));

  const save = () =>
    outcomeOf(saveNotifications({ customerId: customer.customerId, preferences: prefs }).unwrap(), {
      saved: () => t('customers.details.notifications.saved'),
      failed: t('customers.details.notifications.failed'),
      // No field of the grid can show a refusal: any failure is one toast.
      keepField: () => false,
    });

  return (
    <Card as="section">
      <Card.Header
        title={t('customers.details.notifications.title')}
        subtitle={t('customers.details.notifications.description')}
        headingLevel={2}
      />
      <SimpleTable caption={t('customers.details.notifications.title')} hideCaption>
        <thead>
          <tr>
            <th scope="col">{t('customers.details.notifications.type')}</th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col" data-align="center">
                {t(`customers.details.notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TYPES.map((type) => (
            <tr key={type}>
              <th scope="row" data-plain>
                {t(`customers.details.notifications.types.${type}`)}
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel} data-align="center">
                  <Checkbox
                    data-testid={`notify-${type}-${channel}`}
                    checked={prefs[type][channel]}
                    readOnly={!canUpdate}
                    aria-label={t('customers.details.notifications.checkbox', {
                      type: t(`customers.details.notifications.types.${type}`),
                      channel: t(`customers.details.notifications.channels.${channel}`),
                    })}
                    onCheckedChange={({ checked }) => toggle(type, channel, checked === true)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      {canUpdate ? (
        <Card.Actions>
          <Stack direction="row" justify="end" inlineSize="100%">
            <Button
              data-testid="notifications-save"
              loading={isLoading}
              onClick={() => void save()}
            >
              {t('common.actions.save')}
            </Button>
          </Stack>
        </Card.Actions>
      ) : null}
    </Card>
  );
}
