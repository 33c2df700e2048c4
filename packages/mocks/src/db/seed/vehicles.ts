import { createRng } from '../../lib/prng.ts';
import type { Vehicle } from '../../types/logistics.ts';
import { NO_WARNINGS, VEHICLE_WARNINGS } from '../../values/logistics.ts';
import { COUNTRIES } from './places.ts';

// All is well twice as often as any one problem.
const WARNINGS = [NO_WARNINGS, ...VEHICLE_WARNINGS];

/** A delivery fleet of 25 trucks on routes between the seeded cities. */
export function seedVehicles(count = 25): Vehicle[] {
  const rng = createRng('vehicles');
  return Array.from({ length: count }, (_, index) => {
    const from = rng.pick(COUNTRIES);
    const to = rng.chance(0.6) ? from : rng.pick(COUNTRIES);
    const startCity = rng.pick(from.cities);
    const others = to.cities.filter((c) => c !== startCity);
    return {
      id: index + 1,
      location: rng.int(100_000, 999_999),
      startCity,
      startCountry: from.name,
      endCity: others.length > 0 ? rng.pick(others) : rng.pick(to.cities),
      endCountry: to.name,
      warnings: rng.pick(WARNINGS),
      progress: rng.int(0, 100),
    };
  });
}
