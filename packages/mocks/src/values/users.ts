import type { UserPlan, UserRole, UserStatus } from '../types/users.ts';
import { setOf } from './ecommerce.ts';

/** The users list's value sets (packages/mocks/README.md, Records), for its filters and forms. */
export const USER_ROLES = setOf<UserRole>()([
  'admin',
  'author',
  'editor',
  'maintainer',
  'subscriber',
]);
export const USER_PLANS = setOf<UserPlan>()(['basic', 'team', 'company', 'enterprise']);
export const USER_STATUSES = setOf<UserStatus>()(['Active', 'Inactive', 'Pending']);
