import { FIRST_NAMES, LAST_NAMES } from '../db/seed/people.ts';
import { cityCoordinates, COUNTRIES } from '../db/seed/places.ts';
import { fieldSortKeys } from '../lib/fields.ts';
import { createRng } from '../lib/prng.ts';
import { listRequest, sortByParam, type QueryInput } from '../lib/query.ts';
import type { FleetResponse, FleetVehicle, Vehicle, VehiclesResponse } from '../types/logistics.ts';

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

/**
 * A vehicle's driver: drawn from the seed's names by a PRNG keyed on the vehicle's id, so each
 * vehicle keeps its driver on every load without a stored collection (vehicles are read only).
 */
export function driverOf(vehicleId: number): string {
  const rng = createRng(`vehicle-driver:${vehicleId}`);
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** A city's coordinates, or its country's first city's for a city the seed does not list. */
function coordinatesOf(country: string, city: string): [number, number] {
  const known =
    cityCoordinates(country, city) ??
    Object.values(COUNTRIES.find((c) => c.name === country)?.coordinates ?? {})[0];
  return known ? [known[0], known[1]] : [0, 0];
}

/** GET /api/apps/logistics/fleet: every vehicle, in id order, with its driver and route ends. */
export function listFleet(vehicles: readonly Vehicle[]): FleetResponse {
  const fleet: FleetVehicle[] = [...vehicles]
    .sort((a, b) => a.id - b.id)
    .map((vehicle) => ({
      ...vehicle,
      driver: driverOf(vehicle.id),
      startCoords: coordinatesOf(vehicle.startCountry, vehicle.startCity),
      endCoords: coordinatesOf(vehicle.endCountry, vehicle.endCity),
    }));
  return { vehicles: fleet, total: fleet.length };
}
