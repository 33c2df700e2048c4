// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { COUNTRIES } from '../db/seed/places.ts';
import { getDb } from '../db/store.ts';
import { FIRST_NAMES, LAST_NAMES } from '../db/seed/people.ts';
import { driverOf } from '../domains/logistics.ts';
import type { FleetResponse, VehiclesResponse } from '../types/logistics.ts';
import { getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const FLEET = '/api/apps/logistics/fleet';

const coordinatesOf = (country: string, city: string) =>
  COUNTRIES.find((c) => c.name === country)?.coordinates[city];

describe('GET /api/apps/logistics/fleet (extension)', () => {
  it('answers every seeded vehicle at once, in id order, with total', async () => {
    const { status, body } = await getJson<FleetResponse>(FLEET);
    expect(status).toBe(200);
    expect(body.total).toBe(getDb().vehicles.length);
    expect(body.vehicles.map((v) => v.id)).toEqual(
      getDb()
        .vehicles.map((v) => v.id)
        .sort((a, b) => a - b),
    );
  });

  it("gives each vehicle its record, its start and end cities' coordinates and a driver", async () => {
    const { body } = await getJson<FleetResponse>(FLEET);
    for (const vehicle of body.vehicles) {
      const { driver, startCoords, endCoords, ...record } = vehicle;
      expect(record).toEqual(getDb().vehicles.find((v) => v.id === vehicle.id));
      expect(startCoords).toEqual(coordinatesOf(vehicle.startCountry, vehicle.startCity));
      expect(endCoords).toEqual(coordinatesOf(vehicle.endCountry, vehicle.endCity));
      const [first, last] = driver.split(' ');
      expect(FIRST_NAMES).toContain(first);
      expect(LAST_NAMES).toContain(last);
    }
  });

  it('keeps each driver from one load to the next, and the vehicles list keeps the contract', async () => {
    const first = (await getJson<FleetResponse>(FLEET)).body.vehicles;
    expect(first.map((v) => v.driver)).toEqual(first.map((v) => driverOf(v.id)));
    // Drivers differ across the fleet (a seeded draw, not one name for all).
    expect(new Set(first.map((v) => v.driver)).size).toBeGreaterThan(first.length / 2);
    const list = (await getJson<VehiclesResponse>('/api/apps/logistics/vehicles')).body.vehicles;
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        'id',
        'location',
        'startCity',
        'startCountry',
        'endCity',
        'endCountry',
        'warnings',
        'progress',
      ].sort(),
    );
  });
});
