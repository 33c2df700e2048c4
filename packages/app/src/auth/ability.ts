import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

import type { AppSubject } from './ability-rules.ts';

/** Actions and subjects of Atrium's routes (ROUTES.md); `manage all` is the admin's rule. */
export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type { AppSubject } from './ability-rules.ts';

export type AppAbility = MongoAbility<[AppAction, AppSubject]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** The ability of a signed-in user from the login's `userAbilityRules`; none for a visitor. */
export function createAppAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<[AppAction, AppSubject]>([...rules]);
}
