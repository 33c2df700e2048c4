import { useMemo } from 'react';

import type { OrdersByCountry } from '@atrium/mocks/types';

import { useGetLogisticsOrdersByCountryQuery } from '../api/logistics-dashboard.ts';
import {
  DashboardCard,
  ListSkeleton,
  ordersByCountryTexts,
  OrdersByCountryView,
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
  const texts = useMemo(
    () =>
      ordersByCountryTexts((key, values) => t(`dashboard.ordersByCountry.${key}`, values ?? {})),
    [t],
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(data: OrdersByCountry) => <OrdersByCountryView data={data} texts={texts} />}
    </DashboardCard>
  );
}
