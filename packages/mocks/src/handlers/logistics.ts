import { logisticsSeed } from '../db/parts/logistics.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { listFleet, listVehicles } from '../domains/logistics.ts';
import { api, get, json } from './kit.ts';
import { logisticsDashboardHandlers } from './logistics-dashboard.ts';

export const logisticsHandlers = withSeeds(
  [logisticsSeed],
  [
    get(api('/apps/logistics/vehicles'), ({ url }) =>
      json(listVehicles(getDb().vehicles, url.searchParams)),
    ),
    // Extension: the fleet map's call (packages/mocks/README.md, "Logistics fleet").
    get(api('/apps/logistics/fleet'), () => json(listFleet(getDb().vehicles))),
    ...logisticsDashboardHandlers,
  ],
);
