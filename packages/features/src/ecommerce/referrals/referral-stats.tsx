import { IconCurrencyDollar, IconHourglass, IconTrendingUp, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ErrorState, Grid, Skeleton, StatCard, StatCardGroup } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { useGetReferralSummaryQuery } from '../api/referrals.ts';

/** Total earnings, unpaid earnings, sign-ups and conversion, computed by the fake API. */
export function ReferralStats() {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const { data, isLoading, isError, refetch } = useGetReferralSummaryQuery();
  if (isError) {
    return (
      <ErrorState
        size="sm"
        message={t('referrals.stats.loadError')}
        onRetry={() => void refetch()}
        retryLabel={t('common.actions.retry')}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Grid columns={{ xs: 1, sm: 2, lg: 4 }} gap={6}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Grid>
    );
  }
  const cards = [
    {
      id: 'total',
      color: 'primary',
      icon: <IconCurrencyDollar aria-hidden />,
      value: format.money(data.totalEarnings),
    },
    {
      id: 'unpaid',
      color: 'warning',
      icon: <IconHourglass aria-hidden />,
      value: format.money(data.unpaidEarnings),
    },
    {
      id: 'signups',
      color: 'success',
      icon: <IconUsers aria-hidden />,
      value: format.number(data.signups),
    },
    {
      id: 'conversion',
      color: 'info',
      icon: <IconTrendingUp aria-hidden />,
      value: format.percent(data.conversionRate),
    },
  ] as const;
  return (
    <StatCardGroup columns={{ xs: 1, sm: 2, lg: 4 }} gap={6}>
      {cards.map((card) => (
        <StatCard
          key={card.id}
          data-testid={`referral-stat-${card.id}`}
          title={t(`referrals.stats.${card.id}`)}
          value={card.value}
          icon={card.icon}
          color={card.color}
          footer={t(`referrals.stats.${card.id}Hint`)}
          headingLevel={2}
        />
      ))}
    </StatCardGroup>
  );
}
