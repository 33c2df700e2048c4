import {
  buildPath,
  createHref,
  routePaths as pathsOf,
  type FeatureRoute,
  type RoutePathsOf,
} from '@atrium/features/feature-route';
// Each feature's routes alone (plain data and lazy imports): the build config reads this table too.
import { academyRoutes } from '@atrium/features/academy/routes';
import { analyticsRoutes } from '@atrium/features/analytics/routes';
import { authRoutes } from '@atrium/features/auth/routes';
import { calendarRoutes } from '@atrium/features/calendar/routes';
import { chatRoutes } from '@atrium/features/chat/routes';
import { ecommerceRoutes } from '@atrium/features/ecommerce/routes';
import { emailRoutes } from '@atrium/features/email/routes';
import { frontRoutes } from '@atrium/features/front-pages/routes';
import { invoiceRoutes } from '@atrium/features/invoice/routes';
import { kanbanRoutes } from '@atrium/features/kanban/routes';
import { logisticsRoutes } from '@atrium/features/logistics/routes';
import { pagesRoutes } from '@atrium/features/pages/routes';
import { usersRoutes } from '@atrium/features/users/routes';
import { isAppSubject, type AppAction, type AppSubject } from '@atrium/features/access/subjects';

import { loginRoute } from './login-route.ts';

/** Every feature's routes, one line per feature: their paths, abilities and screens live there. */
export const featureRoutes = [
  ...authRoutes,
  ...frontRoutes,
  ...ecommerceRoutes,
  ...usersRoutes,
  ...invoiceRoutes,
  ...pagesRoutes,
  ...calendarRoutes,
  ...kanbanRoutes,
  ...logisticsRoutes,
  ...emailRoutes,
  ...chatRoutes,
  ...academyRoutes,
  ...analyticsRoutes,
] as const;

/** The same routes as plain `FeatureRoute`s, to read the fields some of them leave out. */
export const featureRouteList: readonly FeatureRoute[] = featureRoutes;

/** What a route asks of its visitor. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'protected'; action: AppAction; subject: AppSubject };

export type LayoutName = 'default' | 'blank' | 'none' | 'coin360';

/** A screen of the app at one path: who may see it, its frame and its title. */
export interface AppRouteDef {
  /** Stable id; also the `app:routes.<id>` title key. An alias path keeps its screen's id. */
  id: string;
  path: string;
  access: RouteAccess;
  layout: LayoutName;
  /** A fixed-height content area (mail keeps its own scrolling panes). */
  fixedHeight?: boolean;
  /** The nav item to mark active when it is not this route's own (email filters keep "Email"). */
  navId?: string;
}

/** A route as written in a table: its definition, plus other paths of the same screen. */
type RouteSpec = AppRouteDef & RoutePathsOf;

/**
 * A feature's route in the app's terms: a protected one guarded by its ability in the default
 * layout, an open one (public, guest) in the layout it names.
 */
function featureRouteSpec(route: FeatureRoute): RouteSpec {
  const common = {
    id: route.id,
    path: route.path,
    ...(route.aliases ? { aliases: route.aliases } : {}),
    ...(route.navId ? { navId: route.navId } : {}),
    ...(route.fixedHeight ? { fixedHeight: true } : {}),
  };
  if (route.access !== undefined) {
    return { ...common, access: { kind: route.access }, layout: route.layout };
  }
  if (!isAppSubject(route.subject)) {
    throw new Error(`Route ${route.id} asks for an unknown ability subject: ${route.subject}`);
  }
  return { ...common, access: can(route.action, route.subject), layout: 'default' };
}

const can = (action: AppAction, subject: AppSubject) =>
  ({ kind: 'protected', action, subject }) as const satisfies RouteAccess;
const publicAccess = { kind: 'public' } as const satisfies RouteAccess;
const publicBlank = { access: publicAccess, layout: 'blank' } as const;
const aclDemo = { access: can('read', 'AclDemo'), layout: 'default' } as const;

/** The auth pages in their two looks, for the navigation's "Authentication" group. */
export { authPageRoutes } from '@atrium/features/auth/routes';

/**
 * The paths of shared/ROUTES.md that no feature declares yet: the app's own screens (login, misc
 * pages) and the "coming soon" ones. Written here once; navigation, guard and search read them
 * through `href()` and route ids. A feature that lands takes its routes out of this list.
 */
const appRoutes = [
  loginRoute,

  { id: 'misc.comingSoon', path: '/pages/misc/coming-soon', ...publicBlank },
  { id: 'misc.underMaintenance', path: '/pages/misc/under-maintenance', ...publicBlank },
  { id: 'misc.notAuthorized', path: '/pages/misc/not-authorized', ...publicBlank },
  { id: 'misc.notFound', path: '/pages/misc/page-not-found', ...publicBlank },

  { id: 'accessControl', path: '/access-control', ...aclDemo },
] as const satisfies readonly RouteSpec[];

/*
 * `href()` checks ids and parameters only while every route keeps its literal id: a feature whose
 * routes.ts skipped `defineRoutes()` would widen them all to `string`, and this line fails.
 */
const literalIds: string extends (typeof featureRoutes)[number]['id'] ? never : true = true;
void literalIds;

/** The dashboards that have a full-bleed wall view (coin360 layout), at `<dashboard>/wall`. */
const wallViews = ['dashboards.ecommerce', 'dashboards.logistics'] as const;
const WALL = '/wall';

const routeSpecs: readonly RouteSpec[] = [...appRoutes, ...featureRoutes.map(featureRouteSpec)];
const specById = new Map(routeSpecs.map((spec) => [spec.id, spec]));

function wallSpec(id: (typeof wallViews)[number]): RouteSpec & { layout: 'coin360' } {
  const spec = specById.get(id);
  if (!spec) throw new Error(`No route ${id} for a wall view`);
  return { id, path: `${spec.path}${WALL}`, access: spec.access, layout: 'coin360', navId: id };
}
const wallSpecs = wallViews.map(wallSpec);

/** The definitions at every path of a spec: its own, then its aliases (same screen and nav item). */
function defsOf({ aliases, ...def }: RouteSpec): AppRouteDef[] {
  return [
    def,
    ...Object.values(aliases ?? {}).map((path) => ({ ...def, path, navId: def.navId ?? def.id })),
  ];
}

/** Every path of shared/ROUTES.md except the redirects (`/`, `/admin`, profile and settings roots). */
export const routeDefs: readonly AppRouteDef[] = [...routeSpecs, ...wallSpecs].flatMap(defsOf);

/**
 * Route id → path pattern of every route, alias and wall view: what `href()` and the search
 * resolve ids with. Aliases and wall views have ids of their own (`ecommerce.dashboard`,
 * `dashboards.ecommerce.wall`) so a link can name the exact address.
 */
export const routePaths = {
  ...pathsOf(featureRoutes),
  ...pathsOf(appRoutes),
  ...(Object.fromEntries(wallSpecs.map((spec) => [`${spec.id}.wall`, spec.path])) as Record<
    `${(typeof wallViews)[number]}.wall`,
    string
  >),
};

export type RouteId = Extract<keyof typeof routePaths, string>;

/** A link to any screen of the app: `href('ecommerce.productEdit', { id })`, type-checked. */
export const href = createHref(routePaths);

/** A route named by data (a search result): its id and the values of its path's parameters. */
export interface RouteRef {
  id: string;
  params?: Readonly<Record<string, string | number>>;
}

/** The path a route reference leads to, or undefined when the id or a parameter is unknown. */
export function resolveRoute({ id, params }: RouteRef): string | undefined {
  const pattern = (routePaths as Readonly<Record<string, string>>)[id];
  if (pattern === undefined) return undefined;
  try {
    return buildPath(pattern, params);
  } catch {
    return undefined;
  }
}

// Beside the screen handle, so the blank frame's title needs no route table (see create-app-router).
export { routeTitleKey } from './use-current-route.ts';

/** A tabbed screen's root (its path up to the tab): ROUTES.md sends it to a default tab. */
const rootOf = (id: RouteId) => routePaths[id].replace(/\/:tab\??$/, '');

/** Redirect-only paths (ROUTES.md). */
export const redirects = {
  byRole: ['/', '/admin'],
  fixed: [
    { from: rootOf('userProfile'), to: href('userProfile', { tab: 'profile' }) },
    { from: rootOf('accountSettings'), to: href('accountSettings', { tab: 'account' }) },
  ],
} as const;
