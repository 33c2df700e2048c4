import { useMemo } from 'react';

import type { OrdersByCountry } from '@atrium/mocks/types';

import { useGetDashboardOrdersByCountryQuery } from '../api/dashboard.ts';
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
 * Where the shop's orders are shipped, on the world map and ranked by stage: the view the logistics
 * dashboard shows too, from the same computation in the fake API.
 */
export function OrdersByCountryCard() {
  const { t, card } = useDashboardCard('ordersByCountry', useGetDashboardOrdersByCountryQuery());
  const texts = useMemo(
    () =>
      ordersByCountryTexts((key, values) => t(`dashboard.ordersByCountry.${key}`, values ?? {})),
    [t],
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(data: OrdersByCountry) => <OrdersByCountryView data={data} texts={texts} layout="side" />}
    </DashboardCard>
  );
}
