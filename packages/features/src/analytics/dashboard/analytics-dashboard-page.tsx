import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { DashboardGrid, type DashboardCell } from '../../shared/dashboard/index.ts';
import { AverageDailySalesCard } from './average-daily-sales-card.tsx';
import { CampaignsCard } from './campaigns-card.tsx';
import { EarningReportsCard } from './earning-reports-card.tsx';
import { ProjectsCard } from './projects-card.tsx';
import { SalesByCountriesCard } from './sales-by-countries-card.tsx';
import { SalesOverviewCard } from './sales-overview-card.tsx';
import { SourceVisitsCard } from './source-visits-card.tsx';
import { SupportTrackerCard } from './support-tracker-card.tsx';
import { TotalEarningCard } from './total-earning-card.tsx';
import { TrafficCard } from './traffic-card.tsx';

/** The route asks for the cards' figures with the page's chunk, before the page draws. */
export { prefetchAnalyticsDashboard } from '../api/analytics-dashboard.ts';

/** Column spans: one column on phones, two on tablets, a 12-column grid from desktop. */
const half = { md: 'full', lg: 6 } as const;
const quarter = { md: 1, lg: 3 } as const;
const third = { md: 1, lg: 4 } as const;
const lastThird = { md: 'full', lg: 4 } as const;
const twoThirds = { md: 'full', lg: 8 } as const;

/** The first row, drawn alone before the rest. */
const firstRow: readonly DashboardCell[] = [
  [TrafficCard, half],
  [AverageDailySalesCard, quarter],
  [SalesOverviewCard, quarter],
];

/** The cards below the first row, in reading order, with their column spans. */
const laterRows: readonly DashboardCell[] = [
  [EarningReportsCard, half],
  [SupportTrackerCard, half],
  [SalesByCountriesCard, third],
  [TotalEarningCard, third],
  [CampaignsCard, lastThird],
  [SourceVisitsCard, third],
  [ProjectsCard, twoThirds],
];

/**
 * The analytics dashboard (route `dashboards.analytics`). Every card fetches its own figures from
 * the fake API, so each shows its own skeleton or error and one failing call leaves the rest
 * usable. The first row commits alone (the traffic carousel is what a phone shows first); the
 * cards below follow in a transition, in a space reserved for them, so nothing on screen moves.
 */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation('analytics');
  return (
    <Stack gap={6}>
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <DashboardGrid firstRow={firstRow} laterRows={laterRows} />
    </Stack>
  );
}
