import { BarChart, Grid, Stack, Typography } from '@atrium/ui';
import type { AnalyticsEarningReports } from '@atrium/mocks/types';

import { useGetAnalyticsEarningReportsQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDayLabels } from './day-format.ts';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={200} />;

const totals = ['profit', 'expense'] as const;

/** The last 7 days' paid orders day by day, and the week's earnings, profit and expense. */
export function EarningReportsCard() {
  const { t, format, card } = useAnalyticsCard(
    'earningReports',
    useGetAnalyticsEarningReportsQuery(),
  );
  const days = useDayLabels();
  const day = t('analytics.earningReports.day');
  const earning = t('analytics.earningReports.earning');
  // Compact plain numbers fit the axis in every language; the title names the currency.
  const valueFormat = (v: number) => format.number(v, true);
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(report: AnalyticsEarningReports) => {
        const amounts = { profit: report.profit, expense: report.expense };
        return (
          <>
            <HeadlineFigure
              value={format.moneyShort(report.earnings.current)}
              caption={t('analytics.earningReports.vsPrevious')}
              trend={report.earnings.change}
              variant="h4"
              testId="analytics-earning-reports-earnings"
            />
            <Grid columns={2} gap={4}>
              {totals.map((key) => (
                <Stack key={key} gap={1}>
                  <Typography variant="caption" color="secondary">
                    {t(`analytics.earningReports.totals.${key}`)}
                  </Typography>
                  <Typography
                    variant="body1"
                    weight="semibold"
                    data-testid={`analytics-earning-reports-${key}`}
                  >
                    {format.moneyShort(amounts[key])}
                  </Typography>
                </Stack>
              ))}
            </Grid>
            <Typography variant="caption" color="secondary">
              {t('analytics.earningReports.expenseRatio', {
                value: format.percent(report.expenseRatio),
              })}
            </Typography>
            <BarChart
              hideTitle
              showDataToggle={false}
              height={200}
              data-testid="analytics-earning-reports-chart"
              title={t('analytics.earningReports.chart')}
              summary={t('analytics.earningReports.summary', {
                total: format.moneyShort(report.earnings.current),
              })}
              indexBy={day}
              keys={[earning]}
              valueFormat={valueFormat}
              data={report.days.map((d) => ({ [day]: days.weekday(d.date), [earning]: d.earning }))}
            />
          </>
        );
      }}
    </DashboardCard>
  );
}
