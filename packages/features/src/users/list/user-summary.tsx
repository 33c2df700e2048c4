import { IconUserCheck, IconUserExclamation, IconUsers, IconUserStar } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState, Skeleton, StatCard, StatCardGroup, type ColorName } from '@atrium/ui';
import type { UsersSummary } from '@atrium/mocks/types';

import { useFormat } from '../../shared/index.ts';
import { useGetUsersSummaryQuery } from '../api/user-summary.ts';

const CARDS: readonly { key: keyof UsersSummary; color: ColorName; icon: ReactNode }[] = [
  { key: 'total', color: 'primary', icon: <IconUsers size={22} /> },
  { key: 'paid', color: 'error', icon: <IconUserStar size={22} /> },
  { key: 'active', color: 'success', icon: <IconUserCheck size={22} /> },
  { key: 'pending', color: 'warning', icon: <IconUserExclamation size={22} /> },
];

const columns = { xs: 1, sm: 2, lg: 4 } as const;

/**
 * The four cards above the user list, from the fake API's summary (refreshed with the lists):
 * each count, and under the three parts their share of every user.
 */
export const UserSummary = memo(function UserSummary() {
  const { t } = useTranslation('users');
  const format = useFormat();
  const { data, isError, refetch } = useGetUsersSummaryQuery();
  if (isError) {
    return (
      <ErrorState
        size="sm"
        message={t('userList.summary.error')}
        onRetry={() => void refetch()}
        retryLabel={t('userList.summary.retry')}
      />
    );
  }
  const hint = (key: keyof UsersSummary) => {
    if (key === 'total') return t('userList.summary.totalHint');
    if (!data) return <Skeleton variant="text" width="12ch" />;
    const share = data.total === 0 ? 0 : data[key] / data.total;
    return t('userList.summary.share', { share: format.percent(share) });
  };
  return (
    <StatCardGroup as="section" aria-label={t('userList.summary.label')} columns={columns} gap={6}>
      {CARDS.map(({ key, color, icon }) => (
        <StatCard
          key={key}
          data-testid={data ? `user-summary-${key}` : undefined}
          headingLevel={2}
          title={t(`userList.summary.${key}`)}
          value={data ? format.number(data[key]) : <Skeleton variant="text" width="6ch" />}
          icon={icon}
          color={color}
          footer={hint(key)}
        />
      ))}
    </StatCardGroup>
  );
});
