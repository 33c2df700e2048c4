import { PieChart, Stack } from '@atrium/ui';
import type { DashboardLeads } from '@atrium/mocks/types';

import { useGetDashboardLeadsQuery } from '../api/dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={200} />;

/** Leads from the referral programme: how many, how many converted, split by status. */
export function GeneratedLeadsCard() {
  const { t, format, card } = useDashboardCard('leads', useGetDashboardLeadsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(leads: DashboardLeads) => (
        <>
          <Stack direction="row" gap={4} justify="between" align="end" wrap>
            <HeadlineFigure
              value={format.number(leads.total)}
              caption={t('dashboard.leads.conversion', { value: format.percent(leads.conversion) })}
              testId="dashboard-leads-total"
            />
            <HeadlineFigure
              value={format.moneyShort(leads.earnings)}
              caption={t('dashboard.leads.earnings')}
              variant="subtitle"
              color="success"
              align="end"
            />
          </Stack>
          <PieChart
            donut
            hideTitle
            showDataToggle={false}
            height={210}
            title={t('dashboard.leads.chart')}
            summary={t('dashboard.leads.summary', {
              total: format.number(leads.total),
              value: format.percent(leads.conversion),
            })}
            labelHeader={t('dashboard.leads.status')}
            valueHeader={t('dashboard.leads.count')}
            valueFormat={(v) => format.number(v)}
            data={leads.byStatus.map((s) => ({
              id: t(`dashboard.referralStatus.${s.status}`),
              value: s.count,
            }))}
          />
        </>
      )}
    </DashboardCard>
  );
}
