import { seedPart } from '../seed-part.ts';
import { seedUsers } from '../seed/users.ts';
import { seedUserViews } from '../seed/user-views.ts';
import { SEED_SIZES } from '../seed-sizes.ts';

/**
 * The user view's per-user data (packages/mocks/README.md, "User view (extension)"). Built from the
 * seeded users as the users part builds them (same generator, same result), so it does not need
 * that part built first.
 */
export const userViewsSeed = seedPart(['userViews'], ({ now, scale }) => ({
  userViews: seedUserViews(seedUsers(SEED_SIZES.users * scale), now),
}));
