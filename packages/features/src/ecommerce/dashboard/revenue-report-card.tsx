import type { DashboardRevenueReport } from '@atrium/mocks/types';

import { useGetDashboardRevenueReportQuery } from '../api/dashboard.ts';
import {
  ChartSkeleton,
  ChartTotal,
  DashboardCard,
  MonthlyBars,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ChartSkeleton height={300} />;

/** Earning against expense per calendar month, with the totals beside the chart. */
export function RevenueReportCard() {
  const { t, format, card } = useDashboardCard('revenue', useGetDashboardRevenueReportQuery());
  const earning = t('dashboard.revenue.earning');
  const expense = t('dashboard.revenue.expense');
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(report: DashboardRevenueReport) => (
        <MonthlyBars
          months={report.months}
          title={t('dashboard.revenue.chart')}
          summary={t('dashboard.revenue.summary', {
            from: format.monthYear(report.months[0]?.month ?? ''),
            to: format.monthYear(report.months.at(-1)?.month ?? ''),
            earning: format.moneyShort(report.totalEarning),
            expense: format.moneyShort(report.totalExpense),
          })}
          monthLabel={t('dashboard.revenue.month')}
          bars={[
            { label: earning, value: (m) => m.earning },
            { label: expense, value: (m) => m.expense },
          ]}
        >
          <ChartTotal
            label={earning}
            value={format.moneyShort(report.totalEarning)}
            color="brand"
          />
          <ChartTotal label={expense} value={format.moneyShort(report.totalExpense)} color="info" />
          <ChartTotal
            label={t('dashboard.revenue.profit')}
            value={format.moneyShort(report.totalEarning - report.totalExpense)}
            color="success"
          />
        </MonthlyBars>
      )}
    </DashboardCard>
  );
}
