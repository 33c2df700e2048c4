import { seedPart } from '../seed-part.ts';
import { seedSignedInAccounts } from '../seed/signed-in-accounts.ts';
import { seedLoginUsers } from '../seed/users.ts';

/**
 * The signed-in user's own settings (packages/mocks/README.md, "Signed-in account settings"). Built
 * from the seeded accounts as the accounts part builds them (the same list every time), so it
 * does not need that part built first.
 */
export const signedInAccountsSeed = seedPart(['signedInAccounts'], ({ now }) => ({
  signedInAccounts: seedSignedInAccounts(seedLoginUsers(), now),
}));
