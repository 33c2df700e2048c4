import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { Avatar, Box, Button, Skeleton, Stack, Typography } from '@atrium/ui';

import { useGetDashboardSummaryQuery } from '../api/dashboard.ts';
import { DashboardCard, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';
import { href } from '../routes.ts';

/**
 * The card's own shape, box for box at a phone's width (figure, trend, two lines about the best
 * seller, the button, the picture): with a generic figure placeholder the card grew by 94 px when
 * its data came and pushed the next card down (Lighthouse's layout shift on the dashboard).
 */
function SummarySkeleton() {
  return (
    <Stack direction="row" gap={4} align="center" justify="between" grow>
      <Stack gap={3} grow>
        <Stack gap={1}>
          <Skeleton width="45%" height={42} marginBlock={0} />
          <Skeleton width="60%" height={24} marginBlock={0} />
        </Stack>
        {/* A flex column: block margins would collapse, and two 20 px lines would take 37. */}
        <Stack gap={0}>
          <Skeleton width="90%" height={14} marginBlock={3} />
          <Skeleton width="65%" height={14} marginBlock={3} />
        </Stack>
        <Skeleton variant="rounded" width={104} height={30} />
      </Stack>
      <Box shrink={false}>
        <Skeleton variant="rounded" width={88} height={88} />
      </Box>
    </Stack>
  );
}

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <SummarySkeleton />;

/** The greeting card: the month's paid sales and the best-selling product. */
export function CongratulationsCard() {
  const { t, format, card } = useDashboardCard(
    'congratulations',
    useGetDashboardSummaryQuery(),
    'summary',
  );
  return (
    <DashboardCard {...card} skeleton={skeleton} firstRow>
      {(summary) => (
        <Stack direction="row" gap={4} align="center" justify="between" grow>
          <Stack gap={3}>
            <HeadlineFigure
              value={format.moneyShort(summary.sales.current)}
              caption={t('dashboard.vsPrevious')}
              trend={summary.sales.change}
              color="brand"
              testId="dashboard-summary-sales"
            />
            <Typography variant="body2" color="secondary">
              {summary.bestSeller
                ? t('dashboard.congratulations.bestSeller', {
                    product: summary.bestSeller.productName,
                    count: summary.bestSeller.units,
                  })
                : t('dashboard.congratulations.noSales')}
            </Typography>
            <div>
              <Button asChild variant="contained" size="sm">
                <Link to={href('ecommerce.orderList')}>
                  {t('dashboard.congratulations.action')}
                </Link>
              </Button>
            </div>
          </Stack>
          {summary.bestSeller ? (
            // The page's largest element on a phone: requested as soon as the data is drawn.
            <Avatar
              src={summary.bestSeller.image}
              name={summary.bestSeller.productName}
              shape="rounded"
              size={88}
              priority
            />
          ) : (
            <Avatar shape="rounded" size="xl" color="warning" alt="">
              <IconTrophy size={32} />
            </Avatar>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
