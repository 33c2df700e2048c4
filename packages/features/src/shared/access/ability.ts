import { createMongoAbility, type MongoAbility } from '@casl/ability';

import type { AbilityRule, AppAction, AppSubject } from './subjects.ts';

export type AppAbility = MongoAbility<[AppAction, AppSubject]>;

/** The ability of a signed-in user from the login's `userAbilityRules`; none for a visitor. */
export function createAppAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<[AppAction, AppSubject]>([...rules]);
}
