import { href } from '../routes.ts';

/** The tabs, in URL order; the first is the default when the URL names none (or an unknown one). */
export const USER_TABS = [
  'account',
  'security',
  'billing',
  'notifications',
  'connections',
] as const;
export type UserTab = (typeof USER_TABS)[number];

/** A user's view on `tab` (the account tab has no segment of its own). */
export const userViewPath = (id: number, tab: UserTab = 'account'): string =>
  href('user.view', tab === 'account' ? { id } : { id, tab });
