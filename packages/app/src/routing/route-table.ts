import type { FeatureRoute } from '@atrium/features';
// The routes alone (plain data and lazy imports): the build config reads this table too.
import { ecommerceRoutes } from '@atrium/features/ecommerce/routes';
import { usersRoutes } from '@atrium/features/users/routes';

import { isAppSubject, type AppSubject } from '../auth/ability-rules.ts';
import type { AppAction } from '../auth/ability.ts';
import type { RouteAccess } from './guard.ts';

export type LayoutName = 'default' | 'blank' | 'none' | 'coin360';

/** A screen of the app: where it lives, who may see it, its frame and its title. */
export interface AppRouteDef {
  /** Stable id; also the `app:routes.<id>` title key. */
  id: string;
  path: string;
  access: RouteAccess;
  layout: LayoutName;
  /** A fixed-height content area (mail keeps its own scrolling panes). */
  fixedHeight?: boolean;
  /** The nav item to mark active when it is not this route's own (email filters keep "Email"). */
  navId?: string;
}

/** A feature's route in the app's terms: guarded by its ability, in the default layout. */
function featureRouteDef(route: FeatureRoute): AppRouteDef {
  if (!isAppSubject(route.subject)) {
    throw new Error(`Route ${route.id} asks for an unknown ability subject: ${route.subject}`);
  }
  return {
    id: route.id,
    path: route.path,
    access: can(route.action, route.subject),
    layout: 'default',
    ...(route.navId ? { navId: route.navId } : {}),
  };
}

const can = (action: AppAction, subject: AppSubject): RouteAccess => ({
  kind: 'protected',
  action,
  subject,
});
const publicAccess: RouteAccess = { kind: 'public' };
const guest: RouteAccess = { kind: 'guest' };

const authVariants = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'two-steps',
  'verify-email',
] as const;

/** Every path of shared/ROUTES.md except the redirects (`/`, `/admin`, profile and settings roots). */
export const routeDefs: readonly AppRouteDef[] = [
  { id: 'login', path: '/login', access: guest, layout: 'blank' },
  { id: 'register', path: '/register', access: guest, layout: 'blank' },
  { id: 'forgotPassword', path: '/forgot-password', access: guest, layout: 'blank' },
  ...authVariants.flatMap((v) =>
    (['v1', 'v2'] as const).map((ver): AppRouteDef => ({
      id: `auth.${v}-${ver}`,
      path: `/pages/authentication/${v}-${ver}`,
      access: publicAccess,
      layout: 'blank',
    })),
  ),
  {
    id: 'auth.register-multi-steps',
    path: '/pages/authentication/register-multi-steps',
    access: publicAccess,
    layout: 'blank',
  },

  ...(['analytics', 'crm', 'ecommerce', 'academy', 'logistics'] as const).map((d): AppRouteDef => ({
    id: `dashboards.${d}`,
    path: `/dashboards/${d}`,
    access: can('read', 'Dashboard'),
    layout: 'default',
  })),
  ...(['ecommerce', 'academy', 'logistics'] as const).map((d): AppRouteDef => ({
    id: `dashboards.${d}`,
    path: `/apps/${d}/dashboard`,
    access: can('read', 'Dashboard'),
    layout: 'default',
    navId: `dashboards.${d}`,
  })),
  // The wall view of the big dashboards: full-bleed, no side navigation.
  {
    id: 'dashboards.ecommerce',
    path: '/dashboards/ecommerce/wall',
    access: can('read', 'Dashboard'),
    layout: 'coin360',
    navId: 'dashboards.ecommerce',
  },
  {
    id: 'dashboards.logistics',
    path: '/dashboards/logistics/wall',
    access: can('read', 'Dashboard'),
    layout: 'coin360',
    navId: 'dashboards.logistics',
  },

  // The e-commerce screens as the feature declares them (path, ability, active nav item).
  ...ecommerceRoutes.filter((route) => route.id.startsWith('ecommerce.')).map(featureRouteDef),

  {
    id: 'email',
    path: '/apps/email',
    access: can('manage', 'Email'),
    layout: 'default',
    fixedHeight: true,
  },
  {
    id: 'email',
    path: '/apps/email/filter/:filter',
    access: can('manage', 'Email'),
    layout: 'default',
    fixedHeight: true,
    navId: 'email',
  },
  {
    id: 'email',
    path: '/apps/email/label/:label',
    access: can('manage', 'Email'),
    layout: 'default',
    fixedHeight: true,
    navId: 'email',
  },
  {
    id: 'chat',
    path: '/apps/chat',
    access: can('manage', 'Chat'),
    layout: 'default',
    fixedHeight: true,
  },
  { id: 'calendar', path: '/apps/calendar', access: can('manage', 'Calendar'), layout: 'default' },
  { id: 'kanban', path: '/apps/kanban', access: can('manage', 'Kanban'), layout: 'default' },

  {
    id: 'invoice.list',
    path: '/apps/invoice/list',
    access: can('manage', 'Invoice'),
    layout: 'default',
  },
  {
    id: 'invoice.add',
    path: '/apps/invoice/add',
    access: can('manage', 'Invoice'),
    layout: 'default',
  },
  {
    id: 'invoice.preview',
    path: '/apps/invoice/preview/:id',
    access: can('manage', 'Invoice'),
    layout: 'default',
    navId: 'invoice.list',
  },
  {
    id: 'invoice.edit',
    path: '/apps/invoice/edit/:id',
    access: can('manage', 'Invoice'),
    layout: 'default',
    navId: 'invoice.list',
  },

  { id: 'user.list', path: '/apps/user/list', access: can('manage', 'User'), layout: 'default' },
  {
    id: 'user.view',
    path: '/apps/user/view/:id/:tab?',
    access: can('manage', 'User'),
    layout: 'default',
    navId: 'user.list',
  },
  { id: 'roles', path: '/apps/roles', access: can('manage', 'Role'), layout: 'default' },
  // The users feature's screens as it declares them (the permission list so far).
  ...usersRoutes.map(featureRouteDef),

  {
    id: 'academy.myCourse',
    path: '/apps/academy/my-course',
    access: can('read', 'Academy'),
    layout: 'default',
  },
  {
    id: 'academy.courseDetails',
    path: '/apps/academy/course-details',
    access: can('read', 'Academy'),
    layout: 'default',
  },
  {
    id: 'logistics.fleet',
    path: '/apps/logistics/fleet',
    access: can('read', 'Logistics'),
    layout: 'default',
  },

  {
    id: 'userProfile',
    path: '/pages/user-profile/:tab',
    access: can('read', 'Profile'),
    layout: 'default',
  },
  {
    id: 'accountSettings',
    path: '/pages/account-settings/:tab',
    access: can('read', 'Profile'),
    layout: 'default',
  },

  { id: 'pricing', path: '/pages/pricing', access: publicAccess, layout: 'default' },
  { id: 'faq', path: '/pages/faq', access: publicAccess, layout: 'default' },
  { id: 'helpCenter', path: '/pages/help-center', access: publicAccess, layout: 'default' },
  {
    id: 'helpCenterArticle',
    path: '/pages/help-center/:category/:article',
    access: publicAccess,
    layout: 'default',
    navId: 'helpCenter',
  },

  ...(['landing', 'pricing', 'payment', 'checkout', 'help-center'] as const).map(
    (p): AppRouteDef => ({
      id: `front.${p}`,
      path: `/front-pages/${p}`,
      access: publicAccess,
      layout: 'none',
    }),
  ),

  { id: 'misc.comingSoon', path: '/pages/misc/coming-soon', access: publicAccess, layout: 'blank' },
  {
    id: 'misc.underMaintenance',
    path: '/pages/misc/under-maintenance',
    access: publicAccess,
    layout: 'blank',
  },
  {
    id: 'misc.notAuthorized',
    path: '/pages/misc/not-authorized',
    access: publicAccess,
    layout: 'blank',
  },
  {
    id: 'misc.notFound',
    path: '/pages/misc/page-not-found',
    access: publicAccess,
    layout: 'blank',
  },

  {
    id: 'accessControl',
    path: '/access-control',
    access: can('read', 'AclDemo'),
    layout: 'default',
  },
  {
    id: 'dialogExamples',
    path: '/pages/dialog-examples',
    access: can('read', 'Dashboard'),
    layout: 'default',
  },
  ...(['checkout', 'create-deal', 'property-listing'] as const).map((w): AppRouteDef => ({
    id: `wizard.${w}`,
    path: `/wizard-examples/${w}`,
    access: can('read', 'Dashboard'),
    layout: 'default',
  })),
  {
    id: 'dataTable',
    path: '/tables/data-table',
    access: can('read', 'Dashboard'),
    layout: 'default',
  },
];

/** The app-namespace key of a route's title (`routes.<id>`); ids are data, so the key is untyped. */
export function routeTitleKey(id: string): never {
  return `routes.${id}` as never;
}

/** Redirect-only paths (SPEC §2, ROUTES.md). */
export const redirects = {
  byRole: ['/', '/admin'],
  fixed: [
    { from: '/pages/user-profile', to: '/pages/user-profile/profile' },
    { from: '/pages/account-settings', to: '/pages/account-settings/account' },
  ],
} as const;
