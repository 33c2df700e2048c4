import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { DashboardGrid, type DashboardCell } from '../../shared/dashboard/index.ts';
import { ActiveProjectsCard } from './active-projects-card.tsx';
import { ActivityCard } from './activity-card.tsx';
import { EarningReportsCard } from './earning-reports-card.tsx';
import { PipelineCard } from './pipeline-card.tsx';
import { RevenueGrowthCard } from './revenue-growth-card.tsx';
import { SalesByCountryCard } from './sales-by-country-card.tsx';
import { TopCustomersCard } from './top-customers-card.tsx';
import { OrdersCard, SalesCard } from './weekly-series-cards.tsx';

/** The route asks for the cards' figures with the page's chunk, before the page draws. */
export { prefetchCrmDashboard } from '../api/crm-dashboard.ts';

/** Column spans on tablets (2 columns) and from desktop (12). */
const quarter = { md: 1, lg: 3 } as const;
const half = { md: 'full', lg: 6 } as const;
const wide = { md: 'full', lg: 8 } as const;
const third = { md: 'full', lg: 4 } as const;
const pair = { md: 1, lg: 6 } as const;

/** What a phone shows above the fold: the two small cards and the revenue growth. */
const firstRow: readonly DashboardCell[] = [
  [SalesCard, quarter],
  [OrdersCard, quarter],
  [RevenueGrowthCard, half],
];

/** The cards below the first row, in reading order. */
const laterRows: readonly DashboardCell[] = [
  [EarningReportsCard, wide],
  [SalesByCountryCard, third],
  [PipelineCard, pair],
  [ActiveProjectsCard, pair],
  [TopCustomersCard, pair],
  [ActivityCard, pair],
];

/**
 * The CRM dashboard (route `dashboards.crm`). Every card fetches its own figures from the fake
 * API, so each shows its own skeleton or error and one failing call leaves the rest usable; the
 * first row commits alone (`DashboardGrid`).
 */
export function CrmDashboardPage() {
  const { t } = useTranslation('analytics');
  return (
    <Stack gap={6}>
      <PageHeader title={t('crm.title')} description={t('crm.description')} />
      <DashboardGrid firstRow={firstRow} laterRows={laterRows} />
    </Stack>
  );
}
