import type { UserDevice } from '@atrium/mocks/types';
import { useTranslation } from 'react-i18next';

import { Card, EmptyState } from '@atrium/ui';

import { DevicesTable } from '../../shared/index.ts';

/** Where and with what the account signed in lately, newest first (read only). */
export function DevicesCard({ devices }: { devices: UserDevice[] }) {
  const { t } = useTranslation('pages');
  return (
    <Card as="section" aria-labelledby="devices-title" data-testid="devices-card">
      <Card.Header
        title={t('accountSettings.devices.title')}
        titleId="devices-title"
        headingLevel={2}
      />
      {devices.length === 0 ? (
        <Card.Content>
          <EmptyState title={t('accountSettings.devices.empty')} />
        </Card.Content>
      ) : (
        <DevicesTable
          devices={devices}
          texts={{
            caption: t('accountSettings.devices.caption'),
            browser: t('accountSettings.devices.browser'),
            location: t('accountSettings.devices.location'),
            lastSeen: t('accountSettings.devices.lastSeen'),
            device: ({ browser, os }) => t('accountSettings.devices.value', { browser, os }),
          }}
        />
      )}
    </Card>
  );
}
