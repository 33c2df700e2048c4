import { delay, http, HttpResponse } from 'msw';

import { logisticsHandlers } from '@atrium/mocks';

import { tableChecks, type ListPageStoryOptions } from '../../test/list-stories.ts';
import { href } from '../routes.ts';

export const VEHICLES = '*/api/apps/logistics/vehicles';
export const FLEET = '*/api/apps/logistics/fleet';

/**
 * The vehicles table's story kit options. The table has no screen of its own yet (the logistics
 * dashboard will place it): its stories mount it at the fleet screen's path, whose query string
 * it keeps its view in like any list.
 */
export const vehicleList: ListPageStoryOptions = {
  domain: 'logistics',
  handlers: logisticsHandlers,
  endpoint: VEHICLES,
  emptyBody: { vehicles: [], totalVehicles: 0 },
  path: href('logistics.fleet'),
  tableId: 'vehicles-table',
};

export const vehiclesTable = tableChecks('vehicles-table');

/**
 * Story parameters answering the fleet call with `resolver`, the rest of logistics kept behind
 * (a resolver returning nothing hands the request to the fake API's own handler).
 */
export const withFleet = (resolver: () => Response | undefined | Promise<Response>) => ({
  msw: { handlers: { logistics: [http.get(FLEET, resolver), ...logisticsHandlers] } },
});

export const fleetStates = {
  empty: withFleet(() => HttpResponse.json({ vehicles: [], total: 0 })),
  loading: withFleet(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};
