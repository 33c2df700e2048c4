import {
  IconBrandStorybook,
  IconCalendar,
  IconChartBar,
  IconFile,
  IconFileInvoice,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessageCircle,
  IconSchool,
  IconShieldCheck,
  IconShoppingCart,
  IconSmartHome,
  IconTable,
  IconTruck,
  IconUsers,
  IconWand,
} from '@tabler/icons-react';

import type { HrefArgs } from '@atrium/features/feature-route';
import type { NavIcon } from '@atrium/ui';

import { authPageRoutes, href, type RouteId, type routePaths } from '../routing/route-table.ts';

/**
 * The navigation as data. Link ids are route ids (route-table.ts), so a link shows only when the
 * user's abilities allow its route, and its address comes from the route; `label` is a key of the
 * app namespace.
 */
type NavNode =
  | { type: 'section'; id: string; label: string }
  | { type: 'link'; id: string; label: string; href: string; icon?: NavIcon }
  | { type: 'group'; id: string; label: string; icon?: NavIcon; children: NavNode[] };

/** Routes whose path needs no parameter: a link names them alone. */
type PlainRouteId = {
  [Id in RouteId]: [] extends HrefArgs<(typeof routePaths)[Id]> ? Id : never;
}[RouteId];

/** A link to the route `id`; `to` gives the parameters of a route that has some (a tab). */
function link(id: PlainRouteId, icon?: NavIcon): NavNode;
function link(id: RouteId, icon: NavIcon | undefined, to: string): NavNode;
function link(id: RouteId, icon?: NavIcon, to?: string): NavNode {
  return {
    type: 'link',
    id,
    label: `routes.${id}`,
    href: to ?? href(id as PlainRouteId),
    ...(icon ? { icon } : {}),
  };
}

/** A collapsible group of the menu; `label` is a key of the app namespace. */
const group = (
  id: string,
  label: string,
  icon: NavIcon | undefined,
  children: NavNode[],
): NavNode => ({
  type: 'group',
  id,
  label,
  ...(icon ? { icon } : {}),
  children,
});

export const storybookUrl: string = import.meta.env.VITE_STORYBOOK_URL ?? '/storybook/';

export const navConfig: NavNode[] = [
  group('dashboards', 'nav.dashboards', IconSmartHome, [
    link('dashboards.ecommerce'),
    link('dashboards.analytics'),
    link('dashboards.crm'),
    link('dashboards.academy'),
    link('dashboards.logistics'),
  ]),
  { type: 'section', id: 'apps', label: 'nav.appsAndPages' },
  group('ecommerce', 'nav.ecommerce', IconShoppingCart, [
    group('ecommerce.products', 'nav.products', undefined, [
      link('ecommerce.productList'),
      link('ecommerce.productAdd'),
      link('ecommerce.categoryList'),
    ]),
    link('ecommerce.orderList'),
    link('ecommerce.customerList'),
    link('ecommerce.manageReview'),
    link('ecommerce.referrals'),
    link('ecommerce.settings'),
  ]),
  group('academy', 'nav.academy', IconSchool, [
    link('academy.myCourse'),
    link('academy.courseDetails'),
  ]),
  group('logistics', 'nav.logistics', IconTruck, [link('logistics.fleet')]),
  link('email', IconMail),
  link('chat', IconMessageCircle),
  link('calendar', IconCalendar),
  link('kanban', IconLayoutKanban),
  group('invoice', 'nav.invoice', IconFileInvoice, [link('invoice.list'), link('invoice.add')]),
  group('users', 'nav.users', IconUsers, [link('user.list')]),
  group('roles', 'nav.rolesAndPermissions', IconLock, [link('roles'), link('permissions')]),
  group('pages', 'nav.pages', IconFile, [
    link('userProfile', undefined, href('userProfile', { tab: 'profile' })),
    link('accountSettings', undefined, href('accountSettings', { tab: 'account' })),
    link('faq'),
    link('pricing'),
    link('helpCenter'),
    group('misc', 'nav.misc', undefined, [
      link('misc.comingSoon'),
      link('misc.underMaintenance'),
      link('misc.notFound'),
      link('misc.notAuthorized'),
    ]),
  ]),
  group(
    'authPages',
    'nav.authPages',
    IconShieldCheck,
    authPageRoutes.map((route) => link(route.id)),
  ),
  group('wizards', 'nav.wizards', IconWand, [
    link('wizard.checkout'),
    link('wizard.create-deal'),
    link('wizard.property-listing'),
    link('dialogExamples'),
  ]),
  { type: 'section', id: 'misc-section', label: 'nav.chartsAndMisc' },
  link('dataTable', IconTable),
  link('accessControl', IconChartBar),
  {
    type: 'link',
    id: 'storybook',
    label: 'nav.components',
    href: storybookUrl,
    icon: IconBrandStorybook,
  },
];

export type { NavNode };
