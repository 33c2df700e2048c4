import type { UserRole, UserStatus } from '@atrium/mocks/types';
import type { ColorName } from '@atrium/ui';

/** The colour of each user-list role's chip. */
export const ROLE_COLORS: Record<UserRole, ColorName> = {
  admin: 'error',
  author: 'warning',
  editor: 'info',
  maintainer: 'success',
  subscriber: 'primary',
};

/** The colour of each status's chip. */
export const STATUS_COLORS: Record<UserStatus, ColorName> = {
  Active: 'success',
  Inactive: 'secondary',
  Pending: 'warning',
};
