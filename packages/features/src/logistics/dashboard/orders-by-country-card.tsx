import { useMemo } from 'react';

import type { OrdersByCountry } from '@atrium/mocks/types';

import { useGetLogisticsOrdersByCountryQuery } from '../api/logistics-dashboard.ts';
import {
  DashboardCard,
  ListSkeleton,
  OrdersByCountryView,
  type OrdersByCountryTexts,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={6} />;

/**
 * Where the shop's orders are shipped: the shared orders-by-country view with this dashboard's
 * words.
 */
export function OrdersByCountryCard() {
  const { t, card } = useDashboardCard('ordersByCountry', useGetLogisticsOrdersByCountryQuery());
  const texts = useMemo<OrdersByCountryTexts>(
    () => ({
      stages: t('dashboard.ordersByCountry.stages'),
      stage: {
        all: t('dashboard.ordersByCountry.stage.all'),
        new: t('dashboard.ordersByCountry.stage.new'),
        preparing: t('dashboard.ordersByCountry.stage.preparing'),
        shipping: t('dashboard.ordersByCountry.stage.shipping'),
      },
      rank: (stage) => t('dashboard.ordersByCountry.rank', { stage }),
      orders: t('dashboard.ordersByCountry.orders'),
      total: t('dashboard.ordersByCountry.total'),
      noneInStage: t('dashboard.ordersByCountry.noneInStage'),
      emptyTitle: t('dashboard.ordersByCountry.empty.title'),
      emptyMessage: t('dashboard.ordersByCountry.empty.message'),
      map: t('dashboard.ordersByCountry.map'),
    }),
    [t],
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(data: OrdersByCountry) => (
        <OrdersByCountryView data={data} texts={texts} />
      )}
    </DashboardCard>
  );
}
