import {
  IconCalendar,
  IconFileDollar,
  IconHelpCircle,
  IconLayoutDashboard,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

/**
 * The shortcuts grid, as data. `id` is the route id (route-table.ts), so a tile shows only when
 * the user's abilities allow its route; `id` also keys its texts under `shortcuts.items`.
 */
export const shortcuts: readonly { id: ShortcutId; href: string; icon: TablerIcon }[] = [
  { id: 'calendar', href: '/apps/calendar', icon: IconCalendar },
  { id: 'invoice.list', href: '/apps/invoice/list', icon: IconFileDollar },
  { id: 'user.list', href: '/apps/user/list', icon: IconUsers },
  { id: 'roles', href: '/apps/roles', icon: IconShieldLock },
  { id: 'dashboards.ecommerce', href: '/dashboards/ecommerce', icon: IconLayoutDashboard },
  { id: 'accountSettings', href: '/pages/account-settings/account', icon: IconSettings },
  { id: 'helpCenter', href: '/pages/help-center', icon: IconHelpCircle },
  { id: 'accessControl', href: '/access-control', icon: IconShieldCheck },
];

export type ShortcutId =
  | 'calendar'
  | 'invoice.list'
  | 'user.list'
  | 'roles'
  | 'dashboards.ecommerce'
  | 'accountSettings'
  | 'helpCenter'
  | 'accessControl';

/** Text keys cannot hold dots, so the route ids map to these. */
export const shortcutTextKey: Record<ShortcutId, string> = {
  calendar: 'calendar',
  'invoice.list': 'invoices',
  'user.list': 'users',
  roles: 'roles',
  'dashboards.ecommerce': 'dashboard',
  accountSettings: 'settings',
  helpCenter: 'helpCenter',
  accessControl: 'accessControl',
};
