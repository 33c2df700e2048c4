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

import { href, type RouteId, type routePaths } from '../routing/route-table.ts';

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

export const storybookUrl: string = import.meta.env.VITE_STORYBOOK_URL ?? '/storybook/';

export const navConfig: NavNode[] = [
  {
    type: 'group',
    id: 'dashboards',
    label: 'nav.dashboards',
    icon: IconSmartHome,
    children: [
      link('dashboards.ecommerce'),
      link('dashboards.analytics'),
      link('dashboards.crm'),
      link('dashboards.academy'),
      link('dashboards.logistics'),
    ],
  },
  { type: 'section', id: 'apps', label: 'nav.appsAndPages' },
  {
    type: 'group',
    id: 'ecommerce',
    label: 'nav.ecommerce',
    icon: IconShoppingCart,
    children: [
      {
        type: 'group',
        id: 'ecommerce.products',
        label: 'nav.products',
        children: [
          link('ecommerce.productList'),
          link('ecommerce.productAdd'),
          link('ecommerce.categoryList'),
        ],
      },
      link('ecommerce.orderList'),
      link('ecommerce.customerList'),
      link('ecommerce.manageReview'),
      link('ecommerce.referrals'),
      link('ecommerce.settings'),
    ],
  },
  {
    type: 'group',
    id: 'academy',
    label: 'nav.academy',
    icon: IconSchool,
    children: [link('academy.myCourse'), link('academy.courseDetails')],
  },
  {
    type: 'group',
    id: 'logistics',
    label: 'nav.logistics',
    icon: IconTruck,
    children: [link('logistics.fleet')],
  },
  link('email', IconMail),
  link('chat', IconMessageCircle),
  link('calendar', IconCalendar),
  link('kanban', IconLayoutKanban),
  {
    type: 'group',
    id: 'invoice',
    label: 'nav.invoice',
    icon: IconFileInvoice,
    children: [link('invoice.list'), link('invoice.add')],
  },
  {
    type: 'group',
    id: 'users',
    label: 'nav.users',
    icon: IconUsers,
    children: [link('user.list')],
  },
  {
    type: 'group',
    id: 'roles',
    label: 'nav.rolesAndPermissions',
    icon: IconLock,
    children: [link('roles'), link('permissions')],
  },
  {
    type: 'group',
    id: 'pages',
    label: 'nav.pages',
    icon: IconFile,
    children: [
      link('userProfile', undefined, href('userProfile', { tab: 'profile' })),
      link('accountSettings', undefined, href('accountSettings', { tab: 'account' })),
      link('faq'),
      link('pricing'),
      link('helpCenter'),
      {
        type: 'group',
        id: 'misc',
        label: 'nav.misc',
        children: [
          link('misc.comingSoon'),
          link('misc.underMaintenance'),
          link('misc.notFound'),
          link('misc.notAuthorized'),
        ],
      },
    ],
  },
  {
    type: 'group',
    id: 'authPages',
    label: 'nav.authPages',
    icon: IconShieldCheck,
    children: (
      [
        'login',
        'register',
        'forgot-password',
        'reset-password',
        'two-steps',
        'verify-email',
      ] as const
    ).flatMap((v) => (['v1', 'v2'] as const).map((ver) => link(`auth.${v}-${ver}`))),
  },
  {
    type: 'group',
    id: 'wizards',
    label: 'nav.wizards',
    icon: IconWand,
    children: [
      link('wizard.checkout'),
      link('wizard.create-deal'),
      link('wizard.property-listing'),
      link('dialogExamples'),
    ],
  },
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
