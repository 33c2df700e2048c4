import type { Rng } from '../../lib/prng.ts';
import { slugify } from '../../lib/text.ts';

/** Name pools for generated people; combined by the seeded PRNG, so results are stable. */
// prettier-ignore
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Charlotte', 'James',
  'Mia', 'Benjamin', 'Harper', 'Lucas', 'Evelyn', 'Henry', 'Abigail', 'Alexander', 'Emily', 'Daniel',
  'Ella', 'Matthew', 'Grace', 'Samuel', 'Chloe', 'David', 'Victoria', 'Joseph', 'Riley', 'Carter',
  'Aria', 'Owen', 'Lily', 'Wyatt', 'Zoey', 'Julian', 'Nora', 'Isaac', 'Hannah', 'Gabriel',
  'Layla', 'Anthony', 'Aisha', 'Mateo', 'Priya', 'Kenji', 'Fatima', 'Diego', 'Ingrid', 'Tomas',
  'Amara', 'Rafael', 'Leila', 'Arjun', 'Chiara', 'Hugo', 'Yara', 'Felix', 'Mei', 'Omar',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts',
  'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy',
  'Okafor', 'Nakamura', 'Patel', 'Schmidt', 'Rossi', 'Dubois', 'Kowalski', 'Silva', 'Haddad', 'Lindqvist',
] as const;

export const EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'proton.me',
  'fastmail.com',
] as const;

// prettier-ignore
export const COMPANIES = [
  'Northwind Traders', 'Blue Harbor Labs', 'Summit Analytics', 'Brightline Media', 'Cedar & Stone',
  'Lumen Health', 'Redwood Logistics', 'Kite Software', 'Harborview Partners', 'Pinecrest Foods',
  'Atlas Outdoor', 'Silverleaf Finance', 'Oakridge Studio', 'Meridian Travel', 'Vertex Robotics',
  'Clearwater Energy', 'Nimbus Cloud', 'Fable Games', 'Granite Legal', 'Orchid Design Co.',
] as const;

export interface Person {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
}

/**
 * A person whose name is unique within one generator run (`taken` remembers used names), so
 * avatars and emails never collide. Falls back to a middle initial when the pool runs dry.
 */
export function makePerson(rng: Rng, taken: Set<string>): Person {
  let firstName: string = rng.pick(FIRST_NAMES);
  let lastName: string = rng.pick(LAST_NAMES);
  let fullName = `${firstName} ${lastName}`;
  for (let attempt = 0; taken.has(fullName) && attempt < 20; attempt += 1) {
    firstName = rng.pick(FIRST_NAMES);
    lastName = rng.pick(LAST_NAMES);
    fullName = `${firstName} ${lastName}`;
  }
  if (taken.has(fullName)) {
    let n = 2;
    while (taken.has(`${firstName} ${lastName} ${n}`)) n += 1;
    lastName = `${lastName} ${n}`;
    fullName = `${firstName} ${lastName}`;
  }
  taken.add(fullName);
  const handle = slugify(fullName).replace(/-/g, '.');
  return {
    fullName,
    firstName,
    lastName,
    email: `${handle}@${rng.pick(EMAIL_DOMAINS)}`,
    username: slugify(fullName).replace(/-/g, ''),
  };
}

/** `+1 (555) 123-4567`: 555 numbers are reserved for fiction. */
export function phoneNumber(rng: Rng): string {
  return `+1 (555) ${rng.int(100, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}
