import { useCallback } from 'react';

import { useGetLogisticsOrdersByCountryQuery } from '../api/logistics-dashboard.ts';
import {
  OrdersByCountryCard as KitCard,
  type OrdersByCountryCardProps,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/**
 * Where the shop's orders are shipped: the kit's orders-by-country card, with this dashboard's
 * call and words.
 */
export function OrdersByCountryCard() {
  const { t, card } = useDashboardCard('ordersByCountry', useGetLogisticsOrdersByCountryQuery());
  const text = useCallback<OrdersByCountryCardProps['text']>(
    (key, values) => t(`dashboard.ordersByCountry.${key}`, values ?? {}),
    [t],
  );
  return <KitCard card={card} text={text} />;
}
