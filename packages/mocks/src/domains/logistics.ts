import { fieldSortKeys } from '../lib/fields.ts';
import { listRequest, sortByParam, type QueryInput } from '../lib/query.ts';
import type { Vehicle, VehiclesResponse } from '../types/logistics.ts';

const SORT_KEYS = {
  ...fieldSortKeys<Vehicle>('location', 'warnings', 'progress'),
  startRoute: (v: Vehicle) => v.startCity,
  endRoute: (v: Vehicle) => v.endCity,
};

/** GET /api/apps/logistics/vehicles: sort and paging only. */
export function listVehicles(vehicles: readonly Vehicle[], query: QueryInput): VehiclesResponse {
  const { params, page } = listRequest(query);
  const sorted = sortByParam([...vehicles], params, SORT_KEYS);
  return { vehicles: page(sorted), totalVehicles: sorted.length };
}
