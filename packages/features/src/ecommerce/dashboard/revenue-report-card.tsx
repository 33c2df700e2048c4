import { BarChart, Grid, Stack, Typography } from '@atrium/ui';
import type { DashboardRevenueReport } from '@atrium/mocks/types';

import { useGetDashboardRevenueReportQuery } from '../api/dashboard.ts';
import { ChartSkeleton, DashboardCard } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ChartSkeleton height={300} />;

/** Earning against expense per calendar month, with the totals beside the chart. */
export function RevenueReportCard() {
  const { t, format, card } = useDashboardCard('revenue', useGetDashboardRevenueReportQuery());
  const earning = t('dashboard.revenue.earning');
  const expense = t('dashboard.revenue.expense');
  const month = t('dashboard.revenue.month');
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(report: DashboardRevenueReport) => {
        const first = report.months[0]?.month ?? '';
        const last = report.months.at(-1)?.month ?? '';
        const profit = report.totalEarning - report.totalExpense;
        return (
          <Grid columns={{ xs: 1, md: 4 }} gap={6}>
            <Grid.Item span={{ xs: 1, md: 3 }}>
              <BarChart
                hideTitle
                showDataToggle={false}
                height={300}
                title={t('dashboard.revenue.chart')}
                summary={t('dashboard.revenue.summary', {
                  from: format.monthYear(first),
                  to: format.monthYear(last),
                  earning: format.moneyShort(report.totalEarning),
                  expense: format.moneyShort(report.totalExpense),
                })}
                indexBy={month}
                keys={[earning, expense]}
                // Compact plain numbers: compact currency is too wide for the axis in some languages; the
                // title names the currency and the totals beside the chart carry it.
                valueFormat={(v) => format.number(v, true)}
                data={report.months.map((m) => ({
                  [month]: format.month(m.month),
                  [earning]: m.earning,
                  [expense]: m.expense,
                }))}
              />
            </Grid.Item>
            {/* Totals: a row under the chart on phones, a column beside it from tablets. */}
            <Grid columns={{ xs: 3, md: 1 }} gap={4} alignContent="center">
              {[
                { label: earning, value: report.totalEarning, color: 'brand' as const },
                { label: expense, value: report.totalExpense, color: 'info' as const },
                {
                  label: t('dashboard.revenue.profit'),
                  value: profit,
                  color: 'success' as const,
                },
              ].map((item) => (
                <Stack key={item.label} gap={1}>
                  <Typography variant="caption" color="secondary">
                    {item.label}
                  </Typography>
                  <Typography variant="h6" as="p" color={item.color}>
                    {format.moneyShort(item.value)}
                  </Typography>
                </Stack>
              ))}
            </Grid>
          </Grid>
        );
      }}
    </DashboardCard>
  );
}
