import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';

import { createAppAbility, type AppAbility } from '../auth/ability.ts';
import type { SessionState } from '../auth/session-slice.ts';
import { LayoutRoute } from '../layouts/layout-route.tsx';
import { RouteError } from '../screens/route-error.tsx';
import { guard, homeRedirect } from './guard.ts';
import { redirects, routeDefs, type AppRouteDef, type LayoutName } from './route-table.ts';
import { comingSoonScreen, screens } from './screens.ts';

export interface RouterDeps {
  /** The current session; read at every navigation. */
  getSession: () => SessionState;
}

/** Handle of every screen route: layouts and titles read it through `useMatches`. */
export interface ScreenHandle {
  def: AppRouteDef;
}

function abilityCache() {
  let last: { rules: SessionState['abilityRules']; ability: AppAbility } | undefined;
  return (rules: SessionState['abilityRules']) => {
    if (last?.rules !== rules) last = { rules, ability: createAppAbility(rules) };
    return last.ability;
  };
}

/** Builds the app's routes: guard loaders before every screen (SPEC §6), redirects, layouts. */
export function buildRoutes({ getSession }: RouterDeps): RouteObject[] {
  const abilityFor = abilityCache();
  const guarded =
    (def: AppRouteDef) =>
    ({ request }: LoaderFunctionArgs) => {
      const session = getSession();
      const target = guard({
        matched: [def.access],
        authenticated: Boolean(session.userData && session.accessToken),
        ability: abilityFor(session.abilityRules),
        url: new URL(request.url),
      });
      return target ? redirect(target) : null;
    };
  const byRole = ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    const role = session.userData && session.accessToken ? session.userData.role : undefined;
    return redirect(homeRedirect(role, new URL(request.url)));
  };

  const layouts: LayoutName[] = ['default', 'blank', 'none', 'coin360'];
  return [
    ...redirects.byRole.map((path): RouteObject => ({ path, loader: byRole })),
    ...redirects.fixed.map(({ from, to }): RouteObject => ({
      path: from,
      loader: () => redirect(to),
    })),
    ...layouts.map((layout): RouteObject => ({
      id: `layout-${layout}`,
      element: <LayoutRoute layout={layout} />,
      // While the first lazy screen loads, index.html's initial loader stays on screen.
      HydrateFallback: () => null,
      children: routeDefs
        .filter((def) => def.layout === layout)
        .map((def): RouteObject => ({
          path: def.path,
          loader: guarded(def),
          lazy: screens[def.id] ?? comingSoonScreen,
          handle: { def } satisfies ScreenHandle,
          errorElement: <RouteError />,
        })),
    })),
    {
      element: <LayoutRoute layout="blank" />,
      HydrateFallback: () => null,
      children: [
        {
          path: '*',
          lazy: screens['misc.notFound'],
          handle: { def: notFoundDef } satisfies ScreenHandle,
        },
      ],
    },
  ];
}

const notFoundDef: AppRouteDef = {
  id: 'misc.notFound',
  path: '*',
  access: { kind: 'public' },
  layout: 'blank',
};

export function createAppRouter(deps: RouterDeps) {
  return createBrowserRouter(buildRoutes(deps));
}
