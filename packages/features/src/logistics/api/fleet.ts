import type { FleetResponse, Vehicle, VehiclesResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listEndpoint } from '../../api/crud-endpoints.ts';
import { listTags } from '../../api/tags.ts';

export const fleetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The contract's list: sortBy location, startRoute, endRoute, warnings, progress; orderBy;
     * page; itemsPerPage. Answers the page and `totalVehicles`.
     */
    getVehicles: listEndpoint(build, {
      path: 'apps/logistics/vehicles',
      tag: 'Vehicle',
      rowsOf: (data: VehiclesResponse): readonly Vehicle[] => data.vehicles,
    }),
    /** Extension: every vehicle with its driver and its route's coordinates, for the map. */
    getFleet: build.query<FleetResponse, void>({
      query: () => 'apps/logistics/fleet',
      providesTags: (result) => listTags('Vehicle', result?.vehicles),
    }),
  }),
});

export const { useGetVehiclesQuery, useGetFleetQuery } = fleetApi;
