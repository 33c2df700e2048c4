import type { RoleName } from '@atrium/mocks/types';
import type { ColorName } from '@atrium/ui';

/** The five roles a permission can be given to (packages/mocks/README.md "Accounts and roles"). */
export const ROLE_COLOR: Record<RoleName, ColorName> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

export const ROLE_NAMES = Object.keys(ROLE_COLOR) as RoleName[];

/**
 * The roles screen's path: the `roles` route of the app's route table
 * (packages/app/src/routing/route-table.ts). When that route moves to `usersRoutes`,
 * `href('roles')` replaces this constant.
 */
const ROLES_PATH = '/apps/roles';

/** The roles screen showing the accounts of `role`: its table filter reads `role` from the URL. */
export const rolePageHref = (role: RoleName) =>
  `${ROLES_PATH}?${new URLSearchParams({ role }).toString()}`;
