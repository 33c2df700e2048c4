import { seedPart } from '../seed-part.ts';
import { seedPermissions, seedRoles } from '../seed/permissions.ts';
import { seedUsers } from '../seed/users.ts';
import { SEED_SIZES } from '../seed-sizes.ts';

export const usersSeed = seedPart(['users'], ({ scale }) => ({
  users: seedUsers(SEED_SIZES.users * scale),
}));

export const accessSeed = seedPart(['permissions', 'roles'], ({ now }) => ({
  permissions: seedPermissions(now),
  roles: seedRoles(),
}));
