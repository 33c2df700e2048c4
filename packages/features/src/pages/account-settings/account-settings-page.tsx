import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { Box, ErrorState, PageHeader, Skeleton, Stack, Tabs } from '@atrium/ui';

import {
  DiscardDialog,
  UnsavedChangesGuard,
  type UnsavedChangesTexts,
} from '../../shared/index.ts';
import { useGetSignedInAccountQuery } from '../api/account-settings.ts';
import { AccountTab } from './account-tab.tsx';
import type { AccountTabProps } from './account-tab-props.ts';
import {
  ACCOUNT_SETTINGS_PREFIX,
  ACCOUNT_TABS,
  accountTabPath,
  isAccountTab,
  type AccountTab as Tab,
} from './account-settings-path.ts';
import { ConnectionTab } from './connection-tab.tsx';
import { NotificationTab } from './notification-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { BillingTab } from './billing-tab.tsx';

function TabContent({ tab, ...props }: AccountTabProps & { tab: Tab }) {
  switch (tab) {
    case 'security':
      return <SecurityTab {...props} />;
    case 'billing-plans':
      return <BillingTab {...props} />;
    case 'notification':
      return <NotificationTab {...props} />;
    case 'connection':
      return <ConnectionTab {...props} />;
    default:
      return <AccountTab {...props} />;
  }
}

const skeleton = (
  <Stack gap={6} aria-busy>
    <Skeleton variant="rounded" height={420} />
    <Skeleton variant="rounded" height={200} />
  </Stack>
);

function useUnsavedTexts(): UnsavedChangesTexts {
  const { t } = useTranslation('pages');
  return {
    title: t('accountSettings.unsaved.title'),
    message: t('accountSettings.unsaved.message'),
    leave: t('accountSettings.unsaved.leave'),
    stay: t('accountSettings.unsaved.stay'),
  };
}

/**
 * The signed-in user's own settings, one tab per group (route `accountSettings`). Every
 * tab reads the one account call; switching tabs or leaving with unsaved changes asks first.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('pages');
  const params = useParams<{ tab?: string }>();
  const navigate = useNavigate();
  const tab: Tab = isAccountTab(params.tab) ? params.tab : 'account';
  const { data, isLoading, isError, refetch } = useGetSignedInAccountQuery();
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<Tab | null>(null);
  const unsaved = useUnsavedTexts();

  const onTabClick = (event: MouseEvent<HTMLAnchorElement>, next: Tab) => {
    if (!dirty || next === tab) return;
    event.preventDefault();
    setPendingTab(next);
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('accountSettings.title')}
        description={t('accountSettings.description')}
      />
      <Tabs value={tab} activationMode="manual" variant="pills">
        <Tabs.List aria-label={t('accountSettings.tabs.label')}>
          {ACCOUNT_TABS.map((id) => (
            <Tabs.Link key={id} value={id}>
              <Link
                to={accountTabPath(id)}
                onClick={(event) => onTabClick(event, id)}
                data-testid={`account-tab-${id}`}
              >
                {t(`accountSettings.tabs.${id}`)}
              </Link>
            </Tabs.Link>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab}>
          <Box paddingBlockStart={6}>
            {isError ? (
              <ErrorState
                message={t('accountSettings.loadError')}
                onRetry={() => void refetch()}
                retryLabel={t('common.retry')}
              />
            ) : isLoading || !data ? (
              skeleton
            ) : (
              <TabContent tab={tab} account={data} onDirtyChange={setDirty} />
            )}
          </Box>
        </Tabs.Content>
      </Tabs>
      <DiscardDialog
        open={pendingTab !== null}
        texts={unsaved}
        onStay={() => setPendingTab(null)}
        onLeave={() => {
          const next = pendingTab;
          setPendingTab(null);
          setDirty(false);
          if (next) void navigate(accountTabPath(next));
        }}
      />
      <UnsavedChangesGuard
        dirty={dirty}
        texts={unsaved}
        keepsChanges={(next) => next.pathname.startsWith(ACCOUNT_SETTINGS_PREFIX)}
      />
    </Stack>
  );
}
