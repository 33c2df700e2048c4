import { IconCircleCheck, IconClock, IconTicket } from '@tabler/icons-react';

import { Avatar, Grid, RadialBarChart, Stack } from '@atrium/ui';
import type { AnalyticsSupportTracker } from '@atrium/mocks/types';

import { useGetAnalyticsSupportTrackerQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { FigureLine } from './figure-line.tsx';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={180} />;

const icon = (Icon: typeof IconTicket, color: 'primary' | 'info' | 'warning') => (
  <Avatar shape="rounded" size="sm" color={color} alt="">
    <Icon size={18} />
  </Avatar>
);

/** The support desk's week: tickets in, still open, the first-response time and the share closed. */
export function SupportTrackerCard() {
  const { t, format, card } = useAnalyticsCard(
    'supportTracker',
    useGetAnalyticsSupportTrackerQuery(),
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(support: AnalyticsSupportTracker) => {
        const completed = t('analytics.supportTracker.completed');
        return (
          <Grid columns={{ xs: 1, md: 2, lg: 1 }} gap={4} alignItems="center">
            <Stack gap={4}>
              <HeadlineFigure
                value={format.number(support.total)}
                caption={t('analytics.supportTracker.total')}
                testId="analytics-support-total"
              />
              <FigureLine
                start={icon(IconTicket, 'primary')}
                label={t('analytics.supportTracker.new')}
                value={format.number(support.new)}
                testId="analytics-support-new"
              />
              <FigureLine
                start={icon(IconCircleCheck, 'info')}
                label={t('analytics.supportTracker.open')}
                value={format.number(support.open)}
                testId="analytics-support-open"
              />
              <FigureLine
                start={icon(IconClock, 'warning')}
                label={t('analytics.supportTracker.response')}
                value={t('analytics.supportTracker.hours', {
                  value: format.number(support.responseHours),
                })}
                testId="analytics-support-response"
              />
            </Stack>
            {/* A full-width column: the chart takes the width it is given (none when centred). */}
            <Stack gap={2}>
              <RadialBarChart
                hideTitle
                showDataToggle={false}
                height={180}
                data-testid="analytics-support-chart"
                title={t('analytics.supportTracker.chart')}
                summary={t('analytics.supportTracker.summary', {
                  value: format.percent(support.completedShare),
                  count: support.completed,
                })}
                valueFormat={(v) => format.percent(v / 100)}
                data={[{ id: completed, value: Math.round(support.completedShare * 1000) / 10 }]}
              />
              <HeadlineFigure
                value={format.percent(support.completedShare)}
                caption={t('analytics.supportTracker.completedCaption', {
                  count: support.completed,
                })}
                variant="h5"
                testId="analytics-support-completed"
              />
            </Stack>
          </Grid>
        );
      }}
    </DashboardCard>
  );
}
