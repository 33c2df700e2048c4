import type { AbilityRule } from './ability.ts';

/** Subjects of Atrium's routes (ROUTES.md); `all` is what the admin's `manage all` rule names. */
export const appSubjects = [
  'all',
  'AclDemo',
  'Dashboard',
  'Ecommerce',
  'Email',
  'Chat',
  'Calendar',
  'Kanban',
  'Invoice',
  'User',
  'Role',
  'Academy',
  'Logistics',
  'Profile',
] as const;
export type AppSubject = (typeof appSubjects)[number];

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
