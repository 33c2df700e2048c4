import { logisticsSeed } from '../db/parts/logistics.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { listVehicles } from '../domains/logistics.ts';
import { api, get, json } from './kit.ts';
import { logisticsDashboardHandlers } from './logistics-dashboard.ts';

export const logisticsHandlers = withSeeds(
  [logisticsSeed],
  [
    get(api('/apps/logistics/vehicles'), ({ url }) =>
      json(listVehicles(getDb().vehicles, url.searchParams)),
    ),
    ...logisticsDashboardHandlers,
  ],
);
