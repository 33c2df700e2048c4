import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { DashboardGrid, type DashboardCell } from '../../shared/dashboard/index.ts';
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

/** Column spans on tablets (2 columns) and from desktop (12). */
const third = { md: 1, lg: 4 } as const;
const twoThirds = { md: 1, lg: 8 } as const;
const wide = { md: 'full', lg: 8 } as const;
const full = { md: 'full', lg: 4 } as const;

/** The first row: its best seller's picture is a phone's largest element. */
const firstRow: readonly DashboardCell[] = [
  [CongratulationsCard, third],
  [StatisticsCard, twoThirds],
];

/** The cards below the first row, in reading order, with their column spans. */
const laterRows: readonly DashboardCell[] = [
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

/**
 * The e-commerce dashboard (route `dashboards.ecommerce`). Every card fetches its own figures from the
 * fake API, so each shows its own skeleton or error and one failing call leaves the rest usable.
 * The first row commits alone (`DashboardGrid`: its best seller's picture is a phone's largest
 * element); the cards below follow in a transition, in a space reserved for them, so nothing on
 * screen moves.
 */
export function DashboardPage() {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <DashboardGrid firstRow={firstRow} laterRows={laterRows} />
    </Stack>
  );
}
