import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';

import type { AppAbility } from '@atrium/features/access/ability';
import type { SessionState } from '../auth/session-slice.ts';
import { LayoutRoute } from '../layouts/layout-route.tsx';
import { RouteError } from '../screens/route-error.tsx';
import type { AppStore } from '../store.ts';
import { loginRoute, loginScreen } from './login-route.ts';
import type { RouteAccess } from './route-table.ts';
import type { ScreenHandle } from './use-current-route.ts';

export interface RouterDeps {
  /** The current session; read at every navigation. */
  getSession: () => SessionState;
  /** Loads i18n namespaces a screen needs (`i18n.loadNamespaces`); none by default. */
  loadNamespaces?: (namespaces: readonly string[]) => Promise<unknown>;
  /** The Redux store the signed-in frames provide, created when the first of them loads. */
  loadStore: () => Promise<AppStore>;
}

/** A visitor or a public route: the guard needs no abilities (it only reads `can` when signed in). */
export const noAbility = { can: () => false } as unknown as AppAbility;

/**
 * A route's loader: the guard (guard.ts) runs before its screen loads. A visitor on a public or
 * guest-only route (the login) passes, as the guard would let them, without the guard's module:
 * its links import the route table.
 */
export function guardedLoader(
  access: RouteAccess,
  getSession: RouterDeps['getSession'],
  abilityFor: (rules: SessionState['abilityRules']) => Promise<AppAbility>,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    const authenticated = Boolean(session.userData && session.accessToken);
    if (!authenticated && access.kind !== 'protected') return null;
    const [{ guard }, ability] = await Promise.all([
      import('./guard.ts'),
      authenticated && access.kind === 'protected'
        ? abilityFor(session.abilityRules)
        : Promise.resolve(noAbility),
    ]);
    const target = guard({ matched: [access], authenticated, ability, url: new URL(request.url) });
    return target ? redirect(target) : null;
  };
}

/** The blank frame's route id (app-routes.tsx gives its frames these ids too). */
const blankFrame = 'layout-blank';

/**
 * What the router starts with: the login in the blank frame. The route table, with every
 * feature's routes, the signed-in frame and the other screens, loads on the first navigation
 * anywhere else (`patchRoutesOnNavigation`; a first visit elsewhere waits for it, as it waits for
 * the screen's chunk), so the login page pays only for what it shows.
 */
function startRoutes({ getSession }: RouterDeps): RouteObject[] {
  const noAbilityNeeded = () => Promise.resolve(noAbility);
  return [
    {
      id: blankFrame,
      element: <LayoutRoute layout="blank" />,
      // While the first lazy screen loads, index.html's initial loader stays on screen.
      HydrateFallback: () => null,
      children: [
        {
          path: loginRoute.path,
          loader: guardedLoader(loginRoute.access, getSession, noAbilityNeeded),
          lazy: loginScreen,
          handle: { def: loginRoute } satisfies ScreenHandle,
          errorElement: <RouteError />,
        },
      ],
    },
  ];
}

export function createAppRouter(deps: RouterDeps) {
  let table: Promise<RouteObject[]> | undefined;
  const allRoutes = () =>
    (table ??= import('./app-routes.tsx').then(({ buildRoutes }) => buildRoutes(deps)));
  let patched = false;
  return createBrowserRouter(startRoutes(deps), {
    patchRoutesOnNavigation: async ({ patch, signal }) => {
      if (patched) return;
      const routes = await allRoutes();
      if (signal.aborted) return;
      // React Router keeps the routes it has (same id, or same path): the login and its frame.
      const blank = routes.find((route) => route.id === blankFrame);
      patch(blankFrame, blank?.children ?? []);
      patch(null, routes);
      patched = true;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
