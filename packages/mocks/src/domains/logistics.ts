import { listRequest, sortByParam, type QueryInput } from '../lib/query.ts';
import type { Vehicle, VehiclesResponse } from '../types/logistics.ts';

const SORT_KEYS = {
  location: (v: Vehicle) => v.location,
  startRoute: (v: Vehicle) => v.startCity,
  endRoute: (v: Vehicle) => v.endCity,
  warnings: (v: Vehicle) => v.warnings,
  progress: (v: Vehicle) => v.progress,
};

/** GET /api/apps/logistics/vehicles: sort and paging only. */
export function listVehicles(vehicles: readonly Vehicle[], query: QueryInput): VehiclesResponse {
  const { params, page } = listRequest(query);
  const sorted = sortByParam([...vehicles], params, SORT_KEYS);
  return { vehicles: page(sorted), totalVehicles: sorted.length };
}
