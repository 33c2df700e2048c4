import { BarChart } from '@atrium/ui';
import type { CrmRevenueGrowth } from '@atrium/mocks/types';

import { useGetCrmRevenueGrowthQuery } from '../api/crm-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useCrmCard } from './use-crm-card.ts';
import { useWeekLabel } from './week-label.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={180} />;

/** Paid revenue of the last 7 weeks, week by week, against the 7 weeks before. */
export function RevenueGrowthCard() {
  const { t, format, card } = useCrmCard('revenueGrowth', useGetCrmRevenueGrowthQuery());
  const weekLabel = useWeekLabel();
  const week = t('crm.revenueGrowth.week');
  const revenue = t('crm.revenueGrowth.revenue');
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(growth: CrmRevenueGrowth) => (
        <>
          <HeadlineFigure
            value={format.moneyShort(growth.trend.current)}
            caption={t('crm.revenueGrowth.caption', {
              value: format.moneyShort(growth.trend.previous),
            })}
            trend={growth.trend.change}
            variant="h4"
            testId="crm-revenue-growth-total"
          />
          <BarChart
            hideTitle
            showDataToggle={false}
            height={180}
            data-testid="crm-revenue-growth-chart"
            title={t('crm.revenueGrowth.chart')}
            summary={t('crm.revenueGrowth.summary', {
              total: format.moneyShort(growth.trend.current),
            })}
            indexBy={week}
            keys={[revenue]}
            // Compact plain numbers fit the axis in every language; the title names the currency.
            valueFormat={(v) => format.number(v, true)}
            data={growth.weeks.map((w) => ({ [week]: weekLabel(w.from), [revenue]: w.value }))}
          />
        </>
      )}
    </DashboardCard>
  );
}
