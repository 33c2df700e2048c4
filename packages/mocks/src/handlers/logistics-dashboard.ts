import { getConfig } from '../config.ts';
import { shopSeed } from '../db/parts/shop.ts';
import { logisticsSeed } from '../db/parts/logistics.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { ordersByCountry } from '../domains/ecommerce/orders-by-country.ts';
import {
  deliveryExceptions,
  deliveryPerformance,
  shipmentStatistics,
  vehiclesOverview,
} from '../domains/logistics-dashboard.ts';
import { api, get, json } from './kit.ts';

const path = (card: string) => api(`/dashboards/logistics/${card}`);
/** Periods count back from the configured clock (pinned in stories and tests). */
const now = () => getConfig().clock();

/**
 * Extension: one call per card of the logistics dashboard, each computed from the live db on every
 * request (domains/logistics-dashboard.ts). The performance and country cards read the shop's
 * orders and reviews, so the shop's seed part comes with the fleet's.
 */
export const logisticsDashboardHandlers = withSeeds(
  [logisticsSeed, shopSeed],
  [
    get(path('vehicles-overview'), () => json(vehiclesOverview(getDb()))),
    get(path('shipments'), () => json(shipmentStatistics(now()))),
    get(path('performance'), () => json(deliveryPerformance(getDb(), now()))),
    get(path('exceptions'), () => json(deliveryExceptions(getDb()))),
    get(path('orders-by-country'), () => json(ordersByCountry(getDb().orders, getDb().products))),
  ],
);
