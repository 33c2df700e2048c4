import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

/** Actions and subjects of Atrium's routes (ROUTES.md); `manage all` is the admin's rule. */
export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type AppSubject =
  | 'all'
  | 'AclDemo'
  | 'Dashboard'
  | 'Ecommerce'
  | 'Email'
  | 'Chat'
  | 'Calendar'
  | 'Kanban'
  | 'Invoice'
  | 'User'
  | 'Role'
  | 'Academy'
  | 'Logistics'
  | 'Profile';

export type AppAbility = MongoAbility<[AppAction, AppSubject]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** The ability of a signed-in user from the login's `userAbilityRules`; none for a visitor. */
export function createAppAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<[AppAction, AppSubject]>([...rules]);
}

/** Accepts stored or server data of unknown shape and keeps only well-formed rules. */
export function parseAbilityRules(value: unknown): AbilityRule[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is AbilityRule =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as { action?: unknown }).action === 'string' &&
      typeof (r as { subject?: unknown }).subject === 'string',
  );
}
