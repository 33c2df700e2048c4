import type { MatrixRow as RolePermission } from '../values/access.ts';

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
  /** How many users hold the role. */
  totalUsers: number;
  /** A few avatars for the card. */
  avatars: string[];
  permissions: RolePermission[];
}

export type RoleInput = Pick<Role, 'name'> & Partial<Pick<Role, 'permissions'>>;

export interface RolesResponse {
  roles: Role[];
  total: number;
}
