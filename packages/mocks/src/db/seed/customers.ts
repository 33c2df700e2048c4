import { avatarPath, flagPath } from '../../lib/asset-paths.ts';
import { createRng } from '../../lib/prng.ts';
import type { Customer } from '../../types/ecommerce.ts';
import { makePerson } from './people.ts';
import { COUNTRIES } from './places.ts';

/** Customers with unique six-digit customer ids (the id of the detail call). */
export function seedCustomers(count = 100): Customer[] {
  const rng = createRng('customers');
  const taken = new Set<string>();
  const usedIds = new Set<number>();
  return Array.from({ length: count }, (_, index) => {
    const person = makePerson(rng, taken);
    const country = rng.pick(COUNTRIES);
    let customerId = rng.int(100_000, 999_999);
    while (usedIds.has(customerId)) customerId = rng.int(100_000, 999_999);
    usedIds.add(customerId);
    return {
      id: index + 1,
      customer: person.fullName,
      customerId,
      email: person.email,
      country: country.name,
      countryFlag: flagPath(country.code),
      countryCode: country.code,
      order: rng.int(1, 60),
      totalSpent: rng.float(40, 9_800),
      avatar: avatarPath(person.fullName),
    };
  });
}
