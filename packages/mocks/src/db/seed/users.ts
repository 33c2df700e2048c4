import { avatarPath } from '../../lib/asset-paths.ts';
import { createRng } from '../../lib/prng.ts';
import type { AbilityRule, LoginUser } from '../../types/auth.ts';
import type { RoleName } from '../../types/permissions.ts';
import type { UserDetails, UserRole, UserStatus } from '../../types/users.ts';
import { COMPANIES, makePerson, phoneNumber } from './people.ts';
import { COUNTRIES } from './places.ts';
import { USER_PLANS } from '../../values/users.ts';

const ROLES: readonly UserRole[] = [
  'admin',
  'author',
  'editor',
  'maintainer',
  'subscriber',
  'subscriber',
];
const STATUSES: readonly UserStatus[] = ['Active', 'Active', 'Inactive', 'Pending'];
const LANGUAGES = ['English', 'French', 'German', 'Spanish', 'Arabic', 'Portuguese'];

/** Users of the user-management screens, each with the detail extras stored alongside. */
export function seedUsers(count = 50): UserDetails[] {
  const rng = createRng('users');
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const person = makePerson(rng, taken);
    return {
      id: index + 1,
      fullName: person.fullName,
      company: rng.pick(COMPANIES),
      role: rng.pick(ROLES),
      username: person.username,
      country: rng.pick(COUNTRIES).name,
      contact: phoneNumber(rng),
      email: person.email,
      currentPlan: rng.pick(USER_PLANS),
      status: rng.pick(STATUSES),
      // One in five has no picture, so the list also shows initials avatars.
      avatar: rng.chance(0.8) ? avatarPath(person.fullName) : '',
      taskDone: rng.int(0, 2_000),
      projectDone: rng.int(0, 900),
      taxId: `Tax-${rng.int(1000, 9999)}`,
      language: rng.pick(LANGUAGES),
    };
  });
}

export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
export const CLIENT_RULES: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }];

/**
 * The two accounts of README "Accounts and roles": admin@demo.com/admin and client@demo.com/client.
 */
export function seedLoginUsers(): LoginUser[] {
  const accounts = [...specAccounts(), ...roleDemoAccounts()];
  return [...accounts, ...roleHolderAccounts(accounts.length + 1)];
}

/**
 * Extension: one demo account per permission-page role, `<role>@demo.com` / `<role>`, holding the
 * seeded role of the same name (seed/permissions.ts numbers the roles in this order).
 */
export const ROLE_DEMO_ACCOUNTS = [
  ['administrator', 'Avery Admin'],
  ['manager', 'Morgan Manager'],
  ['users', 'Uma User'],
  ['support', 'Sasha Support'],
  ['restricted-user', 'Riley Restricted'],
] as const satisfies readonly (readonly [RoleName, string])[];

function roleDemoAccounts(): LoginUser[] {
  return ROLE_DEMO_ACCOUNTS.map(([role, fullName], index) => ({
    id: 3 + index,
    fullName,
    username: role.replace('-', ''),
    password: role,
    avatar: avatarPath(fullName),
    email: `${role}@demo.com`,
    role,
    abilityRules: [],
    roleId: index + 1,
  }));
}

/**
 * Extension: the other staff holding each role beside its demo account, so the roles screen's
 * counts and avatars are the accounts its table lists. Nobody knows their passwords (seeded
 * random text); the last of each role is `Pending`, invited and yet to choose one.
 */
const ROLE_HOLDERS = [
  ['administrator', ['Jordan Stevenson', 'Richard Payne', 'Jennifer Summers', 'Kate Hughes']],
  ['manager', ['Julia Roberts', 'Alan Keller', 'Rosa Valdez']],
  ['users', ['Tom Walker', 'Nina Lopez']],
  ['support', ['Ben Carter', 'Ivy Chen', 'Sam Ortiz']],
  ['restricted-user', ['Ava Green', 'Leo Park']],
] as const satisfies readonly (readonly [RoleName, readonly string[]])[];

const PASSWORD_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function roleHolderAccounts(firstId: number): LoginUser[] {
  const rng = createRng('role-holders');
  const holders = ROLE_HOLDERS.flatMap(([role, people], roleIndex) =>
    people.map((fullName, index) => ({
      role,
      fullName,
      roleId: roleIndex + 1,
      last: index === people.length - 1,
    })),
  );
  return holders.map(({ role, fullName, roleId, last }, index) => {
    const username = fullName.toLowerCase().replace(' ', '.');
    return {
      id: firstId + index,
      fullName,
      username,
      password: Array.from({ length: 24 }, () => rng.pick([...PASSWORD_CHARS])).join(''),
      avatar: avatarPath(fullName),
      email: `${username}@atrium.shop`,
      role,
      abilityRules: [],
      roleId,
      ...(last ? { status: 'Pending' as const } : {}),
    };
  });
}

function specAccounts(): LoginUser[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      password: 'admin',
      avatar: avatarPath('John Doe'),
      email: 'admin@demo.com',
      role: 'admin',
      abilityRules: ADMIN_RULES.map((r) => ({ ...r })),
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      password: 'client',
      avatar: avatarPath('Jane Doe'),
      email: 'client@demo.com',
      role: 'client',
      abilityRules: CLIENT_RULES.map((r) => ({ ...r })),
    },
  ];
}
