import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Card, Checkbox, SimpleTable, Stack, useToast } from '@atrium/ui';

const TYPES = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;

type NotificationType = (typeof TYPES)[number];
type Channel = (typeof CHANNELS)[number];
type Preferences = Record<NotificationType, Record<Channel, boolean>>;

/** What a new customer gets: everything by email, security events everywhere. */
const DEFAULTS: Preferences = {
  newForYou: { email: true, browser: false, app: false },
  accountActivity: { email: true, browser: true, app: true },
  newBrowser: { email: true, browser: true, app: false },
  newDevice: { email: true, browser: false, app: false },
};

/**
 * Which notifications the customer gets, by channel. The fake API has no call for these
 * preferences, so Save confirms the choice on this screen only.
 */
export function CustomerNotificationsTab() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [prefs, setPrefs] = useState<Preferences>(DEFAULTS);

  const toggle = (type: NotificationType, channel: Channel, on: boolean) =>
    setPrefs((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));

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
              <th scope="row" style={{ fontWeight: 'inherit' }}>
                {t(`customers.details.notifications.types.${type}`)}
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel} data-align="center">
                  <Checkbox
                    data-testid={`notify-${type}-${channel}`}
                    checked={prefs[type][channel]}
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
      <Card.Actions>
        <Stack direction="row" justify="end" style={{ inlineSize: '100%' }}>
          <Button
            data-testid="notifications-save"
            onClick={() =>
              toast({ severity: 'success', title: t('customers.details.notifications.saved') })
            }
          >
            {t('common.actions.save')}
          </Button>
        </Stack>
      </Card.Actions>
    </Card>
  );
}
