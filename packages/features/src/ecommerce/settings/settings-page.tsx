import type { EcommerceSettings } from '@atrium/mocks/types';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { Box, ErrorState, PageHeader, Skeleton, Stack, Tabs } from '@atrium/ui';

import { useGetSettingsQuery } from '../api/settings.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { LocationsForm } from './locations-form.tsx';
import { NotificationsForm } from './notifications-form.tsx';
import { PaymentsForm } from './payments-form.tsx';
import {
  SETTINGS_PATH,
  SETTINGS_TABS,
  isSettingsTab,
  type SettingsTab,
} from './settings-options.ts';
import { ShippingSection } from './shipping-form.tsx';
import { StoreDetailsForm } from './store-details-form.tsx';
import { LeaveSettingsGuard, SettingsDiscardDialog } from './unsaved-changes.tsx';

const hrefOf = (tab: SettingsTab) => `${SETTINGS_PATH}/${tab}`;

function Section({
  tab,
  settings,
  onDirtyChange,
}: {
  tab: SettingsTab;
  settings: EcommerceSettings;
  onDirtyChange: (dirty: boolean) => void;
}) {
  switch (tab) {
    case 'store':
      return <StoreDetailsForm initial={settings.store} onDirtyChange={onDirtyChange} />;
    case 'payments':
      return <PaymentsForm initial={settings.payments} onDirtyChange={onDirtyChange} />;
    case 'checkout':
      return <CheckoutForm initial={settings.checkout} onDirtyChange={onDirtyChange} />;
    case 'shipping':
      return <ShippingSection initial={settings.shipping} />;
    case 'locations':
      return <LocationsForm initial={settings.locations} onDirtyChange={onDirtyChange} />;
    case 'notifications':
      return <NotificationsForm initial={settings.notifications} onDirtyChange={onDirtyChange} />;
  }
}

/**
 * Store settings, one tab per section. The tab is in the URL (`/settings/:tab?`, store details by
 * default); switching tabs or leaving with unsaved changes asks first.
 */
export function SettingsPage() {
  const { t } = useTranslation('ecommerce');
  const params = useParams<{ tab?: string }>();
  const navigate = useNavigate();
  const tab: SettingsTab = isSettingsTab(params.tab) ? params.tab : 'store';
  const { data, isLoading, isError, refetch } = useGetSettingsQuery();
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<SettingsTab | null>(null);

  const onTabClick = (event: MouseEvent<HTMLAnchorElement>, next: SettingsTab) => {
    if (!dirty || next === tab) return;
    event.preventDefault();
    setPendingTab(next);
  };

  return (
    <Stack gap={6}>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Tabs value={tab}>
        <Tabs.List aria-label={t('settings.tabsLabel')}>
          {SETTINGS_TABS.map((id) => (
            <Tabs.Link key={id} value={id}>
              <Link
                to={hrefOf(id)}
                onClick={(event) => onTabClick(event, id)}
                data-testid={`settings-tab-${id}`}
              >
                {t(`settings.tabs.${id}`)}
              </Link>
            </Tabs.Link>
          ))}
        </Tabs.List>
        {SETTINGS_TABS.map((id) => (
          <Tabs.Content key={id} value={id}>
            <Box paddingBlockStart={6}>
              {id !== tab ? null : isError ? (
                <ErrorState
                  message={t('settings.loadError')}
                  onRetry={() => void refetch()}
                  retryLabel={t('common.actions.retry')}
                />
              ) : isLoading || !data ? (
                <Skeleton variant="rounded" height={420} />
              ) : (
                <Section tab={tab} settings={data} onDirtyChange={setDirty} />
              )}
            </Box>
          </Tabs.Content>
        ))}
      </Tabs>
      <SettingsDiscardDialog
        open={pendingTab !== null}
        onStay={() => setPendingTab(null)}
        onLeave={() => {
          const next = pendingTab;
          setPendingTab(null);
          setDirty(false);
          if (next) void navigate(hrefOf(next));
        }}
      />
      <LeaveSettingsGuard dirty={dirty} />
    </Stack>
  );
}
