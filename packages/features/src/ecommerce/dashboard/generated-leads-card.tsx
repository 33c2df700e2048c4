import { useTranslation } from 'react-i18next';

import { PieChart, Stack, Typography } from '@atrium/ui';
import type { DashboardLeads } from '@atrium/mocks/types';

import { useGetDashboardLeadsQuery } from '../api/dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { useDashboardFormat } from './dashboard-format.ts';
import { ChartSkeleton, FigureSkeleton } from './dashboard-skeletons.tsx';

/** Leads from the referral programme: how many, how many converted, split by status. */
export function GeneratedLeadsCard() {
  const { t } = useTranslation('ecommerce');
  const format = useDashboardFormat();
  const query = useGetDashboardLeadsQuery();
  return (
    <DashboardCard
      title={t('dashboard.leads.title')}
      subtitle={t('dashboard.leads.subtitle')}
      query={query}
      testId="dashboard-card-leads"
      skeleton={
        <>
          <FigureSkeleton />
          <ChartSkeleton height={200} />
        </>
      }
    >
      {(leads: DashboardLeads) => (
        <>
          <Stack direction="row" gap={4} justify="between" align="end" wrap>
            <Stack gap={1}>
              <Typography variant="h3" as="p" data-testid="dashboard-leads-total">
                {format.number(leads.total)}
              </Typography>
              <Typography variant="caption" color="secondary">
                {t('dashboard.leads.conversion', { value: format.percent(leads.conversion) })}
              </Typography>
            </Stack>
            <Stack gap={1} align="end">
              <Typography variant="subtitle" as="p" color="success">
                {format.moneyShort(leads.earnings)}
              </Typography>
              <Typography variant="caption" color="secondary">
                {t('dashboard.leads.earnings')}
              </Typography>
            </Stack>
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
