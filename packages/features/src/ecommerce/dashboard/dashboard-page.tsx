import type { ComponentProps, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Grid, PageHeader, Stack } from '@atrium/ui';

import { useAfterFirstCommit } from '../../shared/use-after-first-commit.ts';
import { CongratulationsCard } from './congratulations-card.tsx';
import { EarningReportsCard } from './earning-reports-card.tsx';
import { GeneratedLeadsCard } from './generated-leads-card.tsx';
import { OrdersByCountryCard } from './orders-by-country-card.tsx';
import { OrdersByStatusCard } from './orders-by-status-card.tsx';
import { PopularProductsCard } from './popular-products-card.tsx';
import { ProfitExpensesCard } from './profit-expenses-card.tsx';
import { RecentInvoicesCard } from './recent-invoices-card.tsx';
import { RevenueReportCard } from './revenue-report-card.tsx';
import { StatisticsCard } from './statistics-card.tsx';
import { TransactionsCard } from './transactions-card.tsx';

/** The route asks for the cards' figures with the page's chunk, before the page draws. */
export { prefetchDashboard } from '../api/dashboard.ts';

/** Column spans: one column on phones, two on tablets, a 12-column grid from desktop. */
const third = { md: 1, lg: 4 } as const;
const twoThirds = { md: 1, lg: 8 } as const;
const wide = { md: 'full', lg: 8 } as const;
const full = { md: 'full', lg: 4 } as const;

/**
 * The e-commerce dashboard (route `dashboards.ecommerce`). Every card fetches its own figures from the
 * fake API, so each shows its own skeleton or error and one failing call leaves the rest usable.
 * The first row commits alone (its best seller's picture is a phone's largest element); the cards
 * below follow in a transition, in a space reserved for them, so nothing on screen moves.
 */
export function DashboardPage() {
  const { t } = useTranslation('ecommerce');
  const rest = useAfterFirstCommit();
  return (
    <Stack gap={6}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <Grid columns={{ xs: 1, md: 2, lg: 12 }} gap={6}>
        <Grid.Item span={third}>
          <CongratulationsCard />
        </Grid.Item>
        <Grid.Item span={twoThirds}>
          <StatisticsCard />
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
  [ProfitExpensesCard, third],
  [GeneratedLeadsCard, third],
  [OrdersByStatusCard, full],
  [RevenueReportCard, wide],
  [EarningReportsCard, full],
  [PopularProductsCard, third],
  [TransactionsCard, third],
  [RecentInvoicesCard, full],
  [OrdersByCountryCard, 'full'],
];

function LaterRows() {
  return laterCards.map(([Card, span], order) => (
    // A fixed list: its order is its identity.
    <Grid.Item key={order} span={span}>
      <Card />
    </Grid.Item>
  ));
}
