import type { RoleName } from '@atrium/mocks/types';
import type { ColorName } from '@atrium/ui';

import { href } from '../routes.ts';

/** The five roles a permission can be given to (packages/mocks/README.md "Accounts and roles"). */
export const ROLE_COLOR: Record<RoleName, ColorName> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

export const ROLE_NAMES = Object.keys(ROLE_COLOR) as RoleName[];

/** The roles screen showing the accounts of `role`: its accounts table filters on `role` in the URL. */
export const rolePageHref = (role: RoleName) =>
  `${href('roles')}?${new URLSearchParams({ role }).toString()}`;
