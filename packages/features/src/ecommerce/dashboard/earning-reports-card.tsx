import { useState } from 'react';

import { BarChart, ButtonGroup, Stack } from '@atrium/ui';
import type { DashboardEarnings } from '@atrium/mocks/types';

import { useGetDashboardEarningsQuery } from '../api/dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

const measures = ['orders', 'sales', 'profit'] as const;
type Measure = (typeof measures)[number];
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={220} />;

/** The last 12 weeks by day of the week, as orders, sales or profit. */
export function EarningReportsCard() {
  const { t, format, card } = useDashboardCard('earnings', useGetDashboardEarningsQuery());
  const [measure, setMeasure] = useState<Measure>('sales');
  const day = t('dashboard.earnings.day');
  const label = t(`dashboard.earnings.measures.${measure}`);
  // Compact plain numbers fit the axis in every language; the title names the currency.
  const valueFormat = (v: number) => format.number(v, true);
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(earnings: DashboardEarnings) => (
        <>
          <Stack direction="row" gap={4} justify="between" align="end" wrap>
            <HeadlineFigure
              value={format.moneyShort(earnings.totalSales)}
              caption={t('dashboard.earnings.average', {
                value: format.money(earnings.averageOrder),
              })}
              variant="h4"
            />
            <ButtonGroup.Toggle
              type="single"
              size="sm"
              value={measure}
              // Radix answers '' when the pressed item is pressed again: keep one measure shown.
              onValueChange={(next: string) => {
                if (next) setMeasure(next as Measure);
              }}
              aria-label={t('dashboard.earnings.measure')}
              data-testid="dashboard-earnings-measure"
            >
              {measures.map((m) => (
                <ButtonGroup.ToggleItem key={m} value={m} data-measure={m}>
                  {t(`dashboard.earnings.measures.${m}`)}
                </ButtonGroup.ToggleItem>
              ))}
            </ButtonGroup.Toggle>
          </Stack>
          <BarChart
            hideTitle
            showDataToggle={false}
            height={220}
            data-testid="dashboard-earnings-chart"
            data-measure={measure}
            title={t('dashboard.earnings.chart', { measure: label })}
            summary={t('dashboard.earnings.summary', {
              total: format.moneyShort(earnings.totalSales),
              profit: format.moneyShort(earnings.totalProfit),
            })}
            indexBy={day}
            keys={[label]}
            valueFormat={valueFormat}
            data={earnings.weekdays.map((d) => ({
              // Translated short names: Intl's are whole words in Arabic, too wide for seven bars.
              [day]: t(`dashboard.earnings.weekdays.${d.weekday as Weekday}`),
              [label]: d[measure],
            }))}
          />
        </>
      )}
    </DashboardCard>
  );
}
