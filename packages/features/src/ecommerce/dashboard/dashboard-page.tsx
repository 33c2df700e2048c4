import { useTranslation } from 'react-i18next';

import { Grid, PageHeader, Stack } from '@atrium/ui';

import { CongratulationsCard } from './congratulations-card.tsx';
import { EarningReportsCard } from './earning-reports-card.tsx';
import { GeneratedLeadsCard } from './generated-leads-card.tsx';
import { OrdersByStatusCard } from './orders-by-status-card.tsx';
import { PopularProductsCard } from './popular-products-card.tsx';
import { ProfitExpensesCard } from './profit-expenses-card.tsx';
import { RecentInvoicesCard } from './recent-invoices-card.tsx';
import { RevenueReportCard } from './revenue-report-card.tsx';
import { StatisticsCard } from './statistics-card.tsx';
import { TransactionsCard } from './transactions-card.tsx';

/** Column spans: one column on phones, two on tablets, a 12-column grid from desktop. */
const third = { md: 1, lg: 4 } as const;
const twoThirds = { md: 1, lg: 8 } as const;
const wide = { md: 'full', lg: 8 } as const;
const full = { md: 'full', lg: 4 } as const;

/**
 * The e-commerce dashboard (route `dashboards.ecommerce`). Every card fetches its own figures from the
 * fake API, so each shows its own skeleton or error and one failing call leaves the rest usable.
 */
export function DashboardPage() {
  const { t } = useTranslation('ecommerce');
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
        <Grid.Item span={third}>
          <ProfitExpensesCard />
        </Grid.Item>
        <Grid.Item span={third}>
          <GeneratedLeadsCard />
        </Grid.Item>
        <Grid.Item span={full}>
          <OrdersByStatusCard />
        </Grid.Item>
        <Grid.Item span={wide}>
          <RevenueReportCard />
        </Grid.Item>
        <Grid.Item span={full}>
          <EarningReportsCard />
        </Grid.Item>
        <Grid.Item span={third}>
          <PopularProductsCard />
        </Grid.Item>
        <Grid.Item span={third}>
          <TransactionsCard />
        </Grid.Item>
        <Grid.Item span={full}>
          <RecentInvoicesCard />
        </Grid.Item>
      </Grid>
    </Stack>
  );
}
