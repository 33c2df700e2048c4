import { BarChart } from '@atrium/ui';
import type { AnalyticsTotalEarning } from '@atrium/mocks/types';

import { useGetAnalyticsTotalEarningQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDayLabels } from './day-format.ts';
import { FigureLine } from './figure-line.tsx';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={220} />;

/** The last 8 weeks' paid orders against the 8 before, and each week's earning and expense. */
export function TotalEarningCard() {
  const { t, format, card } = useAnalyticsCard('totalEarning', useGetAnalyticsTotalEarningQuery());
  const days = useDayLabels();
  const week = t('analytics.totalEarning.week');
  const earning = t('analytics.totalEarning.earning');
  const expense = t('analytics.totalEarning.expense');
  const valueFormat = (v: number) => format.number(v, true);
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(total: AnalyticsTotalEarning) => (
        <>
          <HeadlineFigure
            value={format.moneyShort(total.earning.current)}
            caption={t('analytics.totalEarning.vsPrevious')}
            trend={total.earning.change}
            testId="analytics-total-earning"
          />
          <FigureLine
            label={earning}
            value={format.moneyShort(total.earning.current)}
            testId="analytics-total-earning-earning"
          />
          <FigureLine
            label={expense}
            value={format.moneyShort(total.expense)}
            testId="analytics-total-earning-expense"
          />
          <BarChart
            hideTitle
            showDataToggle={false}
            height={220}
            data-testid="analytics-total-earning-chart"
            title={t('analytics.totalEarning.chart')}
            summary={t('analytics.totalEarning.summary', {
              earning: format.moneyShort(total.earning.current),
              expense: format.moneyShort(total.expense),
            })}
            indexBy={week}
            keys={[earning, expense]}
            valueFormat={valueFormat}
            data={total.weeks.map((w) => ({
              [week]: days.dayMonth(w.from),
              [earning]: w.earning,
              [expense]: w.expense,
            }))}
          />
        </>
      )}
    </DashboardCard>
  );
}
