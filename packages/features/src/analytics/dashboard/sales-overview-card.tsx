import { IconEye, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Avatar, Grid, Progress, Stack, Typography, type ColorName } from '@atrium/ui';
import type { AnalyticsSalesOverview, DashboardTrend } from '@atrium/mocks/types';

import { useGetAnalyticsSalesOverviewQuery } from '../api/analytics-dashboard.ts';
import {
  DashboardCard,
  FigureSkeleton,
  HeadlineFigure,
  TrendChip,
} from '../../shared/dashboard/index.ts';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={88} />;

/** One side of the comparison: a tinted icon, what it counts, the count and its trend. */
function Side({
  icon,
  color,
  label,
  value,
  figure,
  align,
  testId,
}: {
  icon: ReactNode;
  color: ColorName;
  label: string;
  value: string;
  figure: DashboardTrend;
  align?: 'end';
  testId: string;
}) {
  return (
    <Stack gap={2} align={align}>
      <Stack direction="row" gap={2} align="center">
        <Avatar shape="rounded" size="sm" color={color} alt="">
          {icon}
        </Avatar>
        <Typography variant="body2" color="secondary">
          {label}
        </Typography>
      </Stack>
      <Typography variant="h5" as="p" data-testid={testId}>
        {value}
      </Typography>
      <TrendChip change={figure.change} />
    </Stack>
  );
}

/** The last 30 days' sales, and how many of the visits became orders. */
export function SalesOverviewCard() {
  const { t, format, card } = useAnalyticsCard(
    'salesOverview',
    useGetAnalyticsSalesOverviewQuery(),
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(overview: AnalyticsSalesOverview) => {
        const conversion = format.percent(overview.conversion);
        return (
          <>
            <HeadlineFigure
              value={format.moneyShort(overview.sales.current)}
              caption={t('analytics.salesOverview.vsPrevious')}
              trend={overview.sales.change}
              testId="analytics-sales-overview-sales"
            />
            <Grid columns={2} gap={4}>
              <Side
                icon={<IconShoppingCart size={18} />}
                color="info"
                label={t('analytics.salesOverview.orders')}
                value={format.number(overview.orders.current)}
                figure={overview.orders}
                testId="analytics-sales-overview-orders"
              />
              <Side
                icon={<IconEye size={18} />}
                color="primary"
                label={t('analytics.salesOverview.visits')}
                value={format.number(overview.visits.current)}
                figure={overview.visits}
                align="end"
                testId="analytics-sales-overview-visits"
              />
            </Grid>
            <Stack gap={2}>
              <Progress
                value={overview.conversion * 100}
                color="info"
                aria-label={t('analytics.salesOverview.conversion', { value: conversion })}
              />
              <Typography variant="caption" color="secondary">
                {t('analytics.salesOverview.conversion', { value: conversion })}
              </Typography>
            </Stack>
          </>
        );
      }}
    </DashboardCard>
  );
}
