import type { ComponentProps, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Grid, PageHeader, Stack } from '@atrium/ui';

import { useAfterFirstCommit } from '../../shared/use-after-first-commit.ts';
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

/**
 * The analytics dashboard (route `dashboards.analytics`). Every card fetches its own figures from
 * the fake API, so each shows its own skeleton or error and one failing call leaves the rest
 * usable. The first row commits alone (the traffic carousel is what a phone shows first); the
 * cards below follow in a transition, in a space reserved for them, so nothing on screen moves.
 */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation('analytics');
  const rest = useAfterFirstCommit();
  return (
    <Stack gap={6}>
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <Grid columns={{ xs: 1, md: 2, lg: 12 }} gap={6}>
        <Grid.Item span={half}>
          <TrafficCard />
        </Grid.Item>
        <Grid.Item span={quarter}>
          <AverageDailySalesCard />
        </Grid.Item>
        <Grid.Item span={quarter}>
          <SalesOverviewCard />
        </Grid.Item>
        {rest ? (
          <LaterRows />
        ) : (
          // The rows to come take at least a screen: the footer stays below the fold, not pushed down.
          <Grid.Item span="full">
            <Box minBlockSize="100vh" />
          </Grid.Item>
        )}
      </Grid>
    </Stack>
  );
}

type Span = ComponentProps<typeof Grid.Item>['span'];

/** The cards below the first row, in reading order, with their column spans. */
const laterCards: readonly (readonly [ComponentType, Span])[] = [
  [EarningReportsCard, half],
  [SupportTrackerCard, half],
  [SalesByCountriesCard, third],
  [TotalEarningCard, third],
  [CampaignsCard, lastThird],
  [SourceVisitsCard, third],
  [ProjectsCard, twoThirds],
];

function LaterRows() {
  return laterCards.map(([Card, span], order) => (
    // A fixed list: its order is its identity.
    <Grid.Item key={order} span={span}>
      <Card />
    </Grid.Item>
  ));
}
