import {
  IconChartPie2,
  IconCurrencyDollar,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Avatar, Grid, Skeleton, Stack, Typography, type ColorName } from '@atrium/ui';
import type { DashboardStatistics } from '@atrium/mocks/types';

import { useGetDashboardStatisticsQuery } from '../api/dashboard.ts';
import { DashboardCard, TrendChip } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

interface FigureProps {
  icon: ReactNode;
  color: ColorName;
  value: string;
  label: string;
  /** A chip or a line of context under the label. */
  extra: ReactNode;
  testId: string;
}

/** One figure: a tinted icon, the value and what it counts. */
function Figure({ icon, color, value, label, extra, testId }: FigureProps) {
  return (
    <Stack direction="row" gap={3} align="start" data-testid={testId}>
      <Avatar shape="rounded" size="md" color={color} alt="">
        {icon}
      </Avatar>
      <Stack gap={1}>
        <Typography variant="h5" as="p" data-testid={`${testId}-value`}>
          {value}
        </Typography>
        <Typography variant="body2" color="secondary">
          {label}
        </Typography>
        {extra}
      </Stack>
    </Stack>
  );
}

const figureColumns = { xs: 2, lg: 4 };

function StatisticsSkeleton() {
  return (
    <Grid columns={figureColumns} gap={6}>
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} direction="row" gap={3}>
          <Skeleton variant="rounded" width={40} height={40} />
          <Stack gap={1} grow>
            <Skeleton width="60%" height={24} />
            <Skeleton width="80%" />
          </Stack>
        </Stack>
      ))}
    </Grid>
  );
}

/** The two figures that count things, each with a line of what part of them it says more of. */
const countFigures = [
  { key: 'customers', icon: <IconUsers size={22} />, color: 'info', detail: 'countries' },
  { key: 'products', icon: <IconChartPie2 size={22} />, color: 'error', detail: 'published' },
] as const;

const countOf = (stats: DashboardStatistics, key: (typeof countFigures)[number]['key']) =>
  key === 'customers' ? stats.customers.countries : stats.products.published;

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <StatisticsSkeleton />;

/** Sales, customers, products and revenue at a glance. */
export function StatisticsCard() {
  const { t, format, card } = useDashboardCard('statistics', useGetDashboardStatisticsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(stats: DashboardStatistics) => (
        <Grid columns={figureColumns} gap={6} alignContent="center" grow>
          <Figure
            testId="dashboard-stat-sales"
            icon={<IconShoppingCart size={22} />}
            color="primary"
            value={format.number(stats.sales.current)}
            label={t('dashboard.statistics.sales')}
            extra={<TrendChip change={stats.sales.change} />}
          />
          {countFigures.map(({ key, icon, color, detail }) => (
            <Figure
              key={key}
              testId={`dashboard-stat-${key}`}
              icon={icon}
              color={color}
              value={format.number(stats[key].total)}
              label={t(`dashboard.statistics.${key}`)}
              extra={
                <Typography variant="caption" color="secondary">
                  {t(`dashboard.statistics.${detail}`, { count: countOf(stats, key) })}
                </Typography>
              }
            />
          ))}
          <Figure
            testId="dashboard-stat-revenue"
            icon={<IconCurrencyDollar size={22} />}
            color="success"
            value={format.moneyShort(stats.revenue.current, true)}
            label={t('dashboard.statistics.revenue')}
            extra={<TrendChip change={stats.revenue.change} />}
          />
        </Grid>
      )}
    </DashboardCard>
  );
}
