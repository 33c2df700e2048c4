import type { RawRuleOf } from '@casl/ability';

import { ABILITY_SUBJECTS } from '@atrium/mocks/values';

import type { AppAbility } from './ability.ts';

/**
 * Subjects of Atrium's routes: the ones a role's permission matrix covers (one list, shared with
 * the fake API), plus `all`, which only the admin's `manage all` rule names.
 */
export const appSubjects = ['all', ...ABILITY_SUBJECTS] as const;
export type AppSubject = (typeof appSubjects)[number];

/** Actions of Atrium's abilities: a matrix grants read, update (write) and create; `manage` all. */
export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete';

export type AbilityRule = RawRuleOf<AppAbility>;

export function isAppSubject(value: string): value is AppSubject {
  return (appSubjects as readonly string[]).includes(value);
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
