import { Box, Sparkline } from '@atrium/ui';
import type { AnalyticsAverageDailySales } from '@atrium/mocks/types';

import { useGetAnalyticsAverageDailySalesQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { FigureLine } from './figure-line.tsx';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={96} />;

/** The average of the last 30 days' order totals, their sum and the day-by-day line. */
export function AverageDailySalesCard() {
  const { t, format, card } = useAnalyticsCard(
    'averageDailySales',
    useGetAnalyticsAverageDailySalesQuery(),
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(sales: AnalyticsAverageDailySales) => (
        <>
          <HeadlineFigure
            value={format.money(sales.average)}
            caption={t('analytics.averageDailySales.caption')}
            trend={sales.change}
            testId="analytics-average-daily-sales"
          />
          <FigureLine
            label={t('analytics.averageDailySales.total')}
            value={format.moneyShort(sales.total)}
            testId="analytics-average-total"
          />
          <Box pushToEnd>
            <Sparkline
              data={sales.days.map((d) => d.value)}
              label={t('analytics.averageDailySales.line')}
              color="success"
              height={96}
            />
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
