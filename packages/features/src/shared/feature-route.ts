import type { ComponentType } from 'react';

import type { AppDispatch } from '../store/create-store.ts';

/**
 * Asks for a screen's first data before it renders (RTK Query prefetches): the app calls it once
 * the guard has let the visit in, so the requests go out while the screen and its frame are
 * still being drawn, not after.
 */
export type Prefetch = (dispatch: AppDispatch) => void;

/** A screen module loaded on demand, in React Router's `lazy` shape: each is its own chunk. */
export type LazyScreen = () => Promise<{ Component: ComponentType; prefetch?: Prefetch }>;

/** What every feature route has: its id, path, nav item, texts and screen. */
interface FeatureRouteBase {
  /** Also the title key `app:routes.<id>`. */
  id: string;
  /** From ROUTES.md. */
  path: string;
  /**
   * Other paths of the same screen (ROUTES.md keeps some screens at two addresses), each under a
   * route id of its own for `href()`; they show this route's screen, title and nav item.
   */
  aliases?: Readonly<Record<string, string>>;
  /** The nav item to mark active when it is not the route's own (an edit page keeps its list). */
  navId?: string;
  /** A fixed-height content area: the screen's panes scroll on their own (mail). */
  fixedHeight?: boolean;
  /** i18n namespaces the screen needs loaded before it renders (the app's i18n defers them). */
  namespaces?: readonly string[];
  /**
   * The screen; absent while it has not landed (its links already work, and the app shows its
   * coming-soon screen there).
   */
  load?: LazyScreen;
}

/** A signed-in screen: the CASL ability it needs; the app frames it in the default layout. */
export interface ProtectedFeatureRoute extends FeatureRouteBase {
  /** CASL action the user needs (`manage`, `read`). */
  action: 'manage' | 'read' | 'create' | 'update' | 'delete';
  /** CASL subject (`Ecommerce`, `Dashboard`). */
  subject: string;
  access?: never;
  layout?: never;
}

/**
 * A screen without sign-in (ROUTES.md "public" and "guest"): `guest` sends a signed-in visitor
 * home. `blank` is the auth pages' empty frame; `none` has no app frame at all (the front pages
 * bring their own); `default` is the app's frame (pricing, FAQ and help center inside the app).
 */
export interface OpenFeatureRoute extends FeatureRouteBase {
  access: 'public' | 'guest';
  layout: 'blank' | 'none' | 'default';
  action?: never;
  subject?: never;
}

/**
 * A route a feature offers the app: its id (also the title key `app:routes.<id>`), its path from
 * ROUTES.md, who may open it, and its lazily loaded screen. The app adds layout and guard.
 * The feature's `routes.ts` is the one place its paths are written: links use its `href()`.
 */
export type FeatureRoute = ProtectedFeatureRoute | OpenFeatureRoute;

/** The `/`-separated segments of a path pattern. */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type RequiredName<S> = S extends `:${infer Name}`
  ? Name extends `${string}?`
    ? never
    : Name
  : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type RequiredParams<P extends string> = RequiredName<Segments<P>>;

/** The parameters of a path pattern: `/order/:id/:tab?` takes `{ id; tab? }`. */
export type PathParams<P extends string> = { [K in RequiredParams<P>]: string | number } & {
  [K in OptionalName<Segments<P>>]?: string | number;
};

/** What `href()` takes after the id: nothing for a path without parameters, else its parameters. */
export type HrefArgs<P extends string> = [RequiredParams<P>] extends [never]
  ? [params?: PathParams<P>]
  : [params: PathParams<P>];

/** A typed link builder over a table of route ids and their path patterns. */
export type Href<Paths extends Readonly<Record<string, string>>> = <
  Id extends keyof Paths & string,
>(
  id: Id,
  ...params: HrefArgs<Paths[Id]>
) => string;

/**
 * A concrete path from a pattern: each `:name` takes its encoded value, an optional `:name?`
 * without one drops its segment. A missing required value is a bug in the caller.
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const [, name = '', optional] = param;
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`${pattern} needs a value for :${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

/** What a route table needs for links: an id, a path pattern and the aliases' patterns. */
export type RoutePathsOf = Pick<FeatureRoute, 'id' | 'path' | 'aliases'>;

/** Route id → path pattern of each route and alias in `routes`, typed from their literals. */
export type RoutePaths<R extends readonly RoutePathsOf[]> = {
  [E in R[number] as E['id']]: E['path'];
} & UnionToIntersection<AliasPaths<R[number]>>;
type AliasPaths<E> = E extends { aliases: infer A } ? A : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  u: infer I,
) => void
  ? I
  : Record<never, string>;

/**
 * Declares a feature's routes keeping each id and path literal, so `href()` checks ids and
 * parameters. The app refuses routes whose ids were widened to `string` (see route-table.ts).
 */
export function defineRoutes<const R extends readonly FeatureRoute[]>(routes: R): R {
  return routes;
}

/** The id → path pattern table of a feature's routes, aliases included. */
export function routePaths<const R extends readonly RoutePathsOf[]>(routes: R): RoutePaths<R> {
  return Object.fromEntries(
    routes.flatMap((route) => [[route.id, route.path], ...Object.entries(route.aliases ?? {})]),
  ) as RoutePaths<R>;
}

/** `href(id, params)` over a table of paths: a renamed route or a missing parameter fails the build. */
export function createHref<const Paths extends Readonly<Record<string, string>>>(
  paths: Paths,
): Href<Paths> {
  return (id, ...[params]) => {
    const pattern = paths[id];
    if (pattern === undefined) throw new Error(`No route ${id}`);
    return buildPath(pattern, params);
  };
}
