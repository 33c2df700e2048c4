import { Box, Progress, Sparkline, Stack, Typography } from '@atrium/ui';
import type { DashboardProfitExpenses } from '@atrium/mocks/types';

import { useGetDashboardProfitExpensesQuery } from '../api/dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={120} />;

/** Profit of the period, how revenue splits into costs and profit, and the weekly profit line. */
export function ProfitExpensesCard() {
  const { t, format, card } = useDashboardCard('profit', useGetDashboardProfitExpensesQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(pe: DashboardProfitExpenses) => {
        const share = pe.revenue === 0 ? 0 : Math.round((pe.expenses / pe.revenue) * 100);
        return (
          <>
            <HeadlineFigure
              value={format.moneyShort(pe.profit.current)}
              caption={t('dashboard.profit.margin', { value: format.percent(pe.margin) })}
              trend={pe.profit.change}
              testId="dashboard-profit-value"
            />
            <Stack gap={3}>
              {(['revenue', 'expenses'] as const).map((part) => (
                <Stack key={part} direction="row" justify="between" gap={2}>
                  <Typography variant="body2" color="secondary">
                    {t(`dashboard.profit.${part}`)}
                  </Typography>
                  <Typography variant="body2">{format.moneyShort(pe[part])}</Typography>
                </Stack>
              ))}
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
