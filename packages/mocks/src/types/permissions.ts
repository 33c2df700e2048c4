import type { MatrixRow as RolePermission } from '../values/access.ts';
import type { UserStatus } from './users.ts';

/** Role names of the permission and role pages (README "Accounts and roles"). */
export type RoleName = 'administrator' | 'manager' | 'users' | 'support' | 'restricted-user';

export interface Permission {
  id: number;
  name: string;
  assignedTo: RoleName[];
  /** e.g. `14 Apr 2025, 8:43 PM` */
  createdDate: string;
  /**
   * Extension: a core permission the shop cannot work without; it can be renamed, reassigned or
   * un-flagged, but not deleted (README "Permissions (extension)"). Absent means false.
   */
  core?: boolean;
}

export type PermissionInput = Pick<Permission, 'name'> &
  Partial<Pick<Permission, 'assignedTo' | 'core'>>;

export interface PermissionsResponse {
  permissions: Permission[];
  totalPermissions: number;
}

/** One row of a role's permission matrix (values/access.ts maps it to CASL rules). */
export type { MatrixRow as RolePermission } from '../values/access.ts';

/** Extension: the roles page cards and the role dialog. */
export interface Role {
  id: number;
  name: string;
  /** How many login users hold the role (`roleId`), counted at each answer. */
  totalUsers: number;
  /** The avatars of those users, in id order. */
  avatars: string[];
  permissions: RolePermission[];
}

/** A role as the db keeps it: who holds it is read from the login users, never stored. */
export type StoredRole = Omit<Role, 'totalUsers' | 'avatars'>;

export type RoleInput = Pick<Role, 'name'> & Partial<Pick<Role, 'permissions'>>;

export interface RolesResponse {
  roles: Role[];
  total: number;
}

/** Extension: a login user holding a role, as GET /api/apps/roles/accounts lists them. */
export interface RoleAccount {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
  roleId: number;
  /** The role's current name. */
  role: string;
  status: UserStatus;
}

export interface RoleAccountsResponse {
  accounts: RoleAccount[];
  total: number;
}
