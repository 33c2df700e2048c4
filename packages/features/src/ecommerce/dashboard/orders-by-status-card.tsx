import { Chip, Progress, Stack, Typography, type ColorName } from '@atrium/ui';
import type { DashboardOrdersByStatus, OrderStatus } from '@atrium/mocks/types';

import { useGetDashboardOrdersByStatusQuery } from '../api/dashboard.ts';
import {
  DashboardCard,
  DashboardLink,
  FigureSkeleton,
  ListSkeleton,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';
import { href } from '../routes.ts';

/** One colour per order status, the same as the orders screen's chips. */
const statusColor: Record<OrderStatus, ColorName> = {
  Delivered: 'success',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'primary',
  Dispatched: 'warning',
};

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = (
  <FigureSkeleton>
    <ListSkeleton rows={4} />
  </FigureSkeleton>
);

/** Every order by delivery status: count, share and value, plus the payment problems. */
export function OrdersByStatusCard() {
  const { t, format, card } = useDashboardCard(
    'ordersByStatus',
    useGetDashboardOrdersByStatusQuery(),
  );
  return (
    <DashboardCard
      {...card}
      skeleton={skeleton}
      action={() => (
        <DashboardLink to={href('ecommerce.orderList')} testId="dashboard-orders-link">
          {t('dashboard.viewAll')}
        </DashboardLink>
      )}
    >
      {(data: DashboardOrdersByStatus) => {
        const pending = data.payments.find((p) => p.payment === 2)?.count ?? 0;
        const failed = data.payments.find((p) => p.payment === 4)?.count ?? 0;
        return (
          <>
            <Stack direction="row" gap={3} align="center" justify="between" wrap>
              <Typography variant="h3" as="p" data-testid="dashboard-orders-total">
                {format.number(data.total)}
              </Typography>
              <Stack direction="row" gap={2} wrap>
                <Chip
                  size="sm"
                  variant="tonal"
                  color="warning"
                  label={t('dashboard.ordersByStatus.pending', { count: pending })}
                />
                <Chip
                  size="sm"
                  variant="tonal"
                  color="error"
                  label={t('dashboard.ordersByStatus.failed', { count: failed })}
                />
              </Stack>
            </Stack>
            <Stack as="ul" gap={4}>
              {data.statuses.map((s) => {
                const share = data.total === 0 ? 0 : s.count / data.total;
                const name = t(`dashboard.orderStatus.${s.status}`);
                return (
                  <Stack as="li" key={s.status} gap={2}>
                    <Stack direction="row" justify="between" gap={2}>
                      <Typography variant="body2">{name}</Typography>
                      <Typography variant="body2" color="secondary">
                        {t('dashboard.ordersByStatus.row', {
                          count: s.count,
                          amount: format.moneyShort(s.amount, true),
                        })}
                      </Typography>
                    </Stack>
                    <Progress
                      value={Math.round(share * 100)}
                      color={statusColor[s.status]}
                      aria-label={t('dashboard.ordersByStatus.share', {
                        status: name,
                        value: format.percent(share),
                      })}
                    />
                  </Stack>
                );
              })}
            </Stack>
          </>
        );
      }}
    </DashboardCard>
  );
}
