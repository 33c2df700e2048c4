import { avatarPath } from '../../lib/asset-paths.ts';
import { addDays, addMinutes, dateTimeText } from '../../lib/dates.ts';
import type { Permission, Role, RoleName, RolePermission } from '../../types/permissions.ts';

/** The nine permission names of README "Accounts and roles" and who holds them. */
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

export function seedPermissions(now: Date): Permission[] {
  return PERMISSIONS.map(([name, assignedTo], index) => ({
    id: index + 1,
    name,
    assignedTo: [...assignedTo],
    createdDate: dateTimeText(addMinutes(addDays(now, -(index * 37 + 11)), index * 97)),
  }));
}

/** Subjects of the role dialog's permission matrix. */
export const ROLE_SUBJECTS = [
  'User Management',
  'Content Management',
  'Disputes Management',
  'Database Management',
  'Financial Management',
  'Reporting',
  'API Control',
  'Repository Management',
  'Payroll',
] as const;

const matrix = (read: number, write: number, create: number): RolePermission[] =>
  ROLE_SUBJECTS.map((subject, i) => ({
    subject,
    read: i < read,
    write: i < write,
    create: i < create,
  }));

const ROLES: readonly (readonly [RoleName, number, RolePermission[], string[]])[] = [
  [
    'administrator',
    4,
    matrix(9, 9, 9),
    ['Jordan Stevenson', 'Richard Payne', 'Jennifer Summers', 'Kate Hughes'],
  ],
  ['manager', 7, matrix(9, 6, 4), ['Julia Roberts', 'Alan Keller', 'Rosa Valdez']],
  ['users', 5, matrix(6, 3, 1), ['Tom Walker', 'Nina Lopez']],
  ['support', 6, matrix(5, 2, 2), ['Ben Carter', 'Ivy Chen', 'Sam Ortiz']],
  ['restricted-user', 10, matrix(2, 0, 0), ['Ava Green', 'Leo Park']],
];

/**
 * The five permission-page roles of README "Accounts and roles" with their matrices (extension).
 */
export function seedRoles(): Role[] {
  return ROLES.map(([name, totalUsers, permissions, people], index) => ({
    id: index + 1,
    name,
    totalUsers,
    avatars: people.map(avatarPath),
    permissions: permissions.map((p) => ({ ...p })),
  }));
}
