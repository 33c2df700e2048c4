import { href } from '../routes.ts';

/** The tabs, in order; the app sends `/pages/account-settings` to the first. */
export const ACCOUNT_TABS = [
  'account',
  'security',
  'billing-plans',
  'notification',
  'connection',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const isAccountTab = (value: string | undefined): value is AccountTab =>
  ACCOUNT_TABS.includes(value as AccountTab);

export const accountTabPath = (tab: AccountTab) => href('accountSettings', { tab });

/** Every tab's path starts so: the leave prompt lets these through (the page asks itself). */
export const ACCOUNT_SETTINGS_PREFIX = accountTabPath('account').replace(/\/account$/, '');
