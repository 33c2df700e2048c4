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

import { href } from '../routing/route-table.ts';

/**
 * The shortcuts grid, as data. `id` is the route id (route-table.ts), so a tile shows only when
 * the user's abilities allow its route and its address comes from it; `id` also keys its texts
 * under `shortcuts.items`.
 */
export const shortcuts: readonly { id: ShortcutId; href: string; icon: TablerIcon }[] = [
  { id: 'calendar', href: href('calendar'), icon: IconCalendar },
  { id: 'invoice.list', href: href('invoice.list'), icon: IconFileDollar },
  { id: 'user.list', href: href('user.list'), icon: IconUsers },
  { id: 'roles', href: href('roles'), icon: IconShieldLock },
  { id: 'dashboards.ecommerce', href: href('dashboards.ecommerce'), icon: IconLayoutDashboard },
  { id: 'accountSettings', href: href('accountSettings', { tab: 'account' }), icon: IconSettings },
  { id: 'helpCenter', href: href('helpCenter'), icon: IconHelpCircle },
  { id: 'accessControl', href: href('accessControl'), icon: IconShieldCheck },
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
