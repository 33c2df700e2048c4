import { useCallback } from 'react';

import { useGetDashboardOrdersByCountryQuery } from '../api/dashboard.ts';
import {
  OrdersByCountryCard as KitCard,
  type OrdersByCountryCardProps,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/**
 * Where the shop's orders are shipped, on the world map and ranked by stage (the kit's card, which
 * the logistics dashboard shows too), from the e-commerce dashboard's own call.
 */
export function OrdersByCountryCard() {
  const { t, card } = useDashboardCard('ordersByCountry', useGetDashboardOrdersByCountryQuery());
  const text = useCallback<OrdersByCountryCardProps['text']>(
    (key, values) => t(`dashboard.ordersByCountry.${key}`, values ?? {}),
    [t],
  );
  return <KitCard card={card} text={text} layout="side" />;
}
