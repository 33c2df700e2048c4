import { useState } from 'react';

import { BarChart, Stack, Tabs } from '@atrium/ui';
import type { CrmEarningMeasure, CrmEarningReports } from '@atrium/mocks/types';

import { useGetCrmEarningReportsQuery } from '../api/crm-dashboard.ts';
import {
  DashboardCard,
  FigureSkeleton,
  HeadlineFigure,
  type DashboardFormat,
} from '../../shared/dashboard/index.ts';
import { useCrmCard } from './use-crm-card.ts';

const measures: readonly CrmEarningMeasure[] = ['orders', 'sales', 'profit', 'income'];

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={240} />;

/** Orders are a count, the other measures money. */
const shown = (format: DashboardFormat, measure: CrmEarningMeasure, value: number) =>
  measure === 'orders' ? format.number(value) : format.moneyShort(value);

/** The last 4 months as orders, sales, profit or income, one tab each. */
export function EarningReportsCard() {
  const { t, format, card } = useCrmCard('earnings', useGetCrmEarningReportsQuery());
  const [measure, setMeasure] = useState<CrmEarningMeasure>('orders');
  const month = t('crm.earnings.month');
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(report: CrmEarningReports) => (
        <Tabs value={measure} onValueChange={(next) => setMeasure(next as CrmEarningMeasure)}>
          <Stack gap={4}>
            <Tabs.List aria-label={t('crm.earnings.tabs')}>
              {measures.map((m) => (
                <Tabs.Trigger key={m} value={m} data-measure={m}>
                  {t(`crm.earnings.measures.${m}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {measures.map((m) => {
              const label = t(`crm.earnings.measures.${m}`);
              return (
                <Tabs.Content key={m} value={m}>
                  <Stack gap={4}>
                    <HeadlineFigure
                      value={shown(format, m, report.totals[m])}
                      caption={t(`crm.earnings.captions.${m}`)}
                      variant="h4"
                      testId={`crm-earnings-total-${m}`}
                    />
                    <BarChart
                      hideTitle
                      showDataToggle={false}
                      height={240}
                      data-testid="crm-earnings-chart"
                      data-measure={m}
                      title={t('crm.earnings.chart', { measure: label })}
                      summary={t('crm.earnings.summary', {
                        measure: label,
                        total: shown(format, m, report.totals[m]),
                      })}
                      indexBy={month}
                      keys={[label]}
                      valueFormat={(v) => format.number(v, true)}
                      data={report.months.map((row) => ({
                        [month]: format.month(row.month),
                        [label]: row[m],
                      }))}
                    />
                  </Stack>
                </Tabs.Content>
              );
            })}
          </Stack>
        </Tabs>
      )}
    </DashboardCard>
  );
}
