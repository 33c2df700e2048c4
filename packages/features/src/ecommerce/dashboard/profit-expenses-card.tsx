import { useTranslation } from 'react-i18next';

import { Box, Progress, Sparkline, Stack, Typography } from '@atrium/ui';
import type { DashboardProfitExpenses } from '@atrium/mocks/types';

import { useGetDashboardProfitExpensesQuery } from '../api/dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { useDashboardFormat } from './dashboard-format.ts';
import { ChartSkeleton, FigureSkeleton } from './dashboard-skeletons.tsx';
import { TrendChip } from './trend-chip.tsx';

/** Profit of the period, how revenue splits into costs and profit, and the weekly profit line. */
export function ProfitExpensesCard() {
  const { t } = useTranslation('ecommerce');
  const format = useDashboardFormat();
  const query = useGetDashboardProfitExpensesQuery();
  return (
    <DashboardCard
      title={t('dashboard.profit.title')}
      subtitle={t('dashboard.last30Days')}
      query={query}
      testId="dashboard-card-profit"
      skeleton={
        <>
          <FigureSkeleton />
          <ChartSkeleton height={120} />
        </>
      }
    >
      {(pe: DashboardProfitExpenses) => {
        const share = pe.revenue === 0 ? 0 : Math.round((pe.expenses / pe.revenue) * 100);
        return (
          <>
            <Stack gap={1}>
              <Typography variant="h3" as="p" data-testid="dashboard-profit-value">
                {format.moneyShort(pe.profit.current)}
              </Typography>
              <Stack direction="row" gap={2} align="center" wrap>
                <TrendChip change={pe.profit.change} />
                <Typography variant="caption" color="secondary">
                  {t('dashboard.profit.margin', { value: format.percent(pe.margin) })}
                </Typography>
              </Stack>
            </Stack>
            <Stack gap={3}>
              <Stack direction="row" justify="between" gap={2}>
                <Typography variant="body2" color="secondary">
                  {t('dashboard.profit.revenue')}
                </Typography>
                <Typography variant="body2">{format.moneyShort(pe.revenue)}</Typography>
              </Stack>
              <Stack direction="row" justify="between" gap={2}>
                <Typography variant="body2" color="secondary">
                  {t('dashboard.profit.expenses')}
                </Typography>
                <Typography variant="body2">{format.moneyShort(pe.expenses)}</Typography>
              </Stack>
              <Progress
                value={share}
                color="warning"
                aria-label={t('dashboard.profit.expenseShare', {
                  value: format.percent(share / 100),
                })}
              />
            </Stack>
            <Box pushToEnd>
              <Sparkline
                data={pe.weeks.map((w) => w.profit)}
                label={t('dashboard.profit.weekly')}
                color="success"
                height={72}
              />
            </Box>
          </>
        );
      }}
    </DashboardCard>
  );
}
