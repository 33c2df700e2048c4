import { addDays, addMinutes, dateTimeText } from '../../lib/dates.ts';
import type { Permission, RoleName, RolePermission, StoredRole } from '../../types/permissions.ts';
import { ABILITY_SUBJECTS, type AbilitySubject } from '../../values/access.ts';

/**
 * The nine permission names of README "Accounts and roles" and who holds them; the first
 * `CORE_PERMISSIONS` are core (README "Permissions (extension)").
 */
const PERMISSIONS: readonly (readonly [string, RoleName[]])[] = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'users', 'support']],
  ['Manage Email Sequences', ['administrator', 'users', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
];

const CORE_PERMISSIONS = 3;

export function seedPermissions(now: Date): Permission[] {
  return PERMISSIONS.map(([name, assignedTo], index) => ({
    id: index + 1,
    name,
    assignedTo: [...assignedTo],
    createdDate: dateTimeText(addMinutes(addDays(now, -(index * 37 + 11)), index * 97)),
    ...(index < CORE_PERMISSIONS && { core: true }),
  }));
}

/** Subjects of the role dialog's permission matrix: the app's ability subjects. */
export const ROLE_SUBJECTS = ABILITY_SUBJECTS;

type Grant = 'r' | 'rw' | 'rc' | 'rwc';

/** A matrix from the subjects a role holds; every other subject is all false. */
const matrix = (grants: Partial<Record<AbilitySubject, Grant>>): RolePermission[] =>
  ROLE_SUBJECTS.map((subject) => {
    const grant = grants[subject] ?? '';
    return {
      subject,
      read: grant.includes('r'),
      write: grant.includes('w'),
      create: grant.includes('c'),
    };
  });

const everything = Object.fromEntries(ROLE_SUBJECTS.map((s) => [s, 'rwc'])) as Record<
  AbilitySubject,
  Grant
>;

const ROLES: readonly (readonly [RoleName, RolePermission[]])[] = [
  ['administrator', matrix(everything)],
  [
    'manager',
    matrix({
      Dashboard: 'r',
      Ecommerce: 'rwc',
      Invoice: 'rwc',
      User: 'rw',
      Email: 'rwc',
      Chat: 'rwc',
      Calendar: 'rwc',
      Kanban: 'rwc',
      Role: 'r',
      Logistics: 'r',
      Profile: 'rw',
    }),
  ],
  [
    'users',
    matrix({
      Dashboard: 'r',
      Email: 'rwc',
      Chat: 'rwc',
      Calendar: 'rwc',
      Kanban: 'rwc',
      Academy: 'r',
      Profile: 'rw',
    }),
  ],
  [
    'support',
    matrix({
      Dashboard: 'r',
      Ecommerce: 'r',
      Invoice: 'r',
      User: 'r',
      Email: 'rwc',
      Chat: 'rwc',
      Profile: 'rw',
    }),
  ],
  ['restricted-user', matrix({ Dashboard: 'r', AclDemo: 'r', Profile: 'r' })],
];

/**
 * The five permission-page roles of README "Accounts and roles" with their matrices (extension).
 * Who holds them is the login users' `roleId` (seed/users.ts).
 */
export function seedRoles(): StoredRole[] {
  return ROLES.map(([name, permissions], index) => ({
    id: index + 1,
    name,
    permissions: permissions.map((p) => ({ ...p })),
  }));
}
