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

import type { NavIcon } from '@atrium/ui';

/**
 * The navigation as data. Link ids are route ids (route-table.ts), so a link shows only when the
 * user's abilities allow its route; `label` is a key of the app namespace.
 */
type NavNode =
  | { type: 'section'; id: string; label: string }
  | { type: 'link'; id: string; label: string; href: string; icon?: NavIcon }
  | { type: 'group'; id: string; label: string; icon?: NavIcon; children: NavNode[] };

const link = (id: string, href: string, icon?: NavIcon): NavNode => ({
  type: 'link',
  id,
  label: `routes.${id}`,
  href,
  ...(icon ? { icon } : {}),
});

export const storybookUrl: string = import.meta.env.VITE_STORYBOOK_URL ?? '/storybook/';

export const navConfig: NavNode[] = [
  {
    type: 'group',
    id: 'dashboards',
    label: 'nav.dashboards',
    icon: IconSmartHome,
    children: [
      link('dashboards.ecommerce', '/dashboards/ecommerce'),
      link('dashboards.analytics', '/dashboards/analytics'),
      link('dashboards.crm', '/dashboards/crm'),
      link('dashboards.academy', '/dashboards/academy'),
      link('dashboards.logistics', '/dashboards/logistics'),
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
          link('ecommerce.productList', '/apps/ecommerce/product/list'),
          link('ecommerce.productAdd', '/apps/ecommerce/product/add'),
          link('ecommerce.categoryList', '/apps/ecommerce/product/category-list'),
        ],
      },
      link('ecommerce.orderList', '/apps/ecommerce/order/list'),
      link('ecommerce.customerList', '/apps/ecommerce/customer/list'),
      link('ecommerce.manageReview', '/apps/ecommerce/manage-review'),
      link('ecommerce.referrals', '/apps/ecommerce/referrals'),
      link('ecommerce.settings', '/apps/ecommerce/settings'),
    ],
  },
  {
    type: 'group',
    id: 'academy',
    label: 'nav.academy',
    icon: IconSchool,
    children: [
      link('academy.myCourse', '/apps/academy/my-course'),
      link('academy.courseDetails', '/apps/academy/course-details'),
    ],
  },
  {
    type: 'group',
    id: 'logistics',
    label: 'nav.logistics',
    icon: IconTruck,
    children: [link('logistics.fleet', '/apps/logistics/fleet')],
  },
  link('email', '/apps/email', IconMail),
  link('chat', '/apps/chat', IconMessageCircle),
  link('calendar', '/apps/calendar', IconCalendar),
  link('kanban', '/apps/kanban', IconLayoutKanban),
  {
    type: 'group',
    id: 'invoice',
    label: 'nav.invoice',
    icon: IconFileInvoice,
    children: [
      link('invoice.list', '/apps/invoice/list'),
      link('invoice.add', '/apps/invoice/add'),
    ],
  },
  {
    type: 'group',
    id: 'users',
    label: 'nav.users',
    icon: IconUsers,
    children: [link('user.list', '/apps/user/list')],
  },
  {
    type: 'group',
    id: 'roles',
    label: 'nav.rolesAndPermissions',
    icon: IconLock,
    children: [link('roles', '/apps/roles'), link('permissions', '/apps/permissions')],
  },
  {
    type: 'group',
    id: 'pages',
    label: 'nav.pages',
    icon: IconFile,
    children: [
      link('userProfile', '/pages/user-profile/profile'),
      link('accountSettings', '/pages/account-settings/account'),
      link('faq', '/pages/faq'),
      link('pricing', '/pages/pricing'),
      link('helpCenter', '/pages/help-center'),
      {
        type: 'group',
        id: 'misc',
        label: 'nav.misc',
        children: [
          link('misc.comingSoon', '/pages/misc/coming-soon'),
          link('misc.underMaintenance', '/pages/misc/under-maintenance'),
          link('misc.notFound', '/pages/misc/page-not-found'),
          link('misc.notAuthorized', '/pages/misc/not-authorized'),
        ],
      },
    ],
  },
  {
    type: 'group',
    id: 'authPages',
    label: 'nav.authPages',
    icon: IconShieldCheck,
    children: [
      'login',
      'register',
      'forgot-password',
      'reset-password',
      'two-steps',
      'verify-email',
    ].flatMap((v) =>
      ['v1', 'v2'].map((ver) => link(`auth.${v}-${ver}`, `/pages/authentication/${v}-${ver}`)),
    ),
  },
  {
    type: 'group',
    id: 'wizards',
    label: 'nav.wizards',
    icon: IconWand,
    children: [
      link('wizard.checkout', '/wizard-examples/checkout'),
      link('wizard.create-deal', '/wizard-examples/create-deal'),
      link('wizard.property-listing', '/wizard-examples/property-listing'),
      link('dialogExamples', '/pages/dialog-examples'),
    ],
  },
  { type: 'section', id: 'misc-section', label: 'nav.chartsAndMisc' },
  link('dataTable', '/tables/data-table', IconTable),
  link('accessControl', '/access-control', IconChartBar),
  {
    type: 'link',
    id: 'storybook',
    label: 'nav.components',
    href: storybookUrl,
    icon: IconBrandStorybook,
  },
];

export type { NavNode };
