import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';

import { openApiGate } from '@atrium/features';

import type { AppAbility } from '@atrium/features/access/ability';
import type { SessionState } from '../auth/session-slice.ts';
import { LayoutRoute } from '../layouts/layout-route.tsx';
import { RouteError } from '../screens/route-error.tsx';
import { guardedLoader, noAbility, type RouterDeps } from './create-app-router.tsx';
import { homeRedirect } from './guard.ts';
import { redirects, routeDefs, type AppRouteDef, type LayoutName } from './route-table.ts';
import { comingSoonScreen, screenNamespaces, screens, type LazyScreen } from './screens.ts';
import type { ScreenHandle } from './use-current-route.ts';

/**
 * CASL loads with the first protected route, not with the login page (the login page's JavaScript budget, `npm run bench`):
 * a visitor's guard never needs it.
 */
function abilityCache() {
  let last: { rules: SessionState['abilityRules']; ability: AppAbility } | undefined;
  return async (rules: SessionState['abilityRules']) => {
    if (last?.rules !== rules) {
      const { createAppAbility } = await import('@atrium/features/access/ability');
      last = { rules, ability: createAppAbility(rules) };
    }
    return last.ability;
  };
}

/**
 * Builds the app's routes: guard loaders before every screen, redirects, layouts. The router
 * starts with the login alone and adds these on the first navigation elsewhere
 * (create-app-router.tsx).
 */
export function buildRoutes({
  getSession,
  loadNamespaces = () => Promise.resolve(),
  loadStore,
}: RouterDeps): RouteObject[] {
  const abilityFor = abilityCache();
  const loadOf = (def: AppRouteDef): LazyScreen => screens[def.id] ?? comingSoonScreen;
  /**
   * The screen's chunk and the texts it reads arrive side by side; it renders translated. Its
   * `prefetch` is the loader's business (below), not a route property.
   */
  const screenOf = (def: AppRouteDef) => async () => {
    const namespaces = screenNamespaces[def.id];
    const [{ prefetch: _prefetch, ...screen }] = await Promise.all([
      loadOf(def)(),
      namespaces?.length ? loadNamespaces(namespaces) : undefined,
    ]);
    return screen;
  };
  /**
   * The guard, then, once it lets the visit in, the screen's first requests: they leave as soon as
   * the screen's chunk and the store are there, while the frame and the screen are drawn.
   */
  const guarded = (def: AppRouteDef) => {
    const guard = guardedLoader(def.access, getSession, abilityFor);
    return async (args: LoaderFunctionArgs) => {
      const verdict = await guard(args);
      // Only the signed-in frame holds the store: a screen outside it (the login, the front
      // pages) has nothing to prefetch into and must not download Redux.
      if (verdict === null && (def.layout === 'default' || def.layout === 'coin360')) {
        void Promise.all([loadOf(def)(), loadStore()]).then(
          ([{ prefetch }, store]) => prefetch?.(store.dispatch),
          // The screen's own load reports a failed chunk; a prefetch only loses its head start.
          () => undefined,
        );
      }
      return verdict;
    };
  };
  const byRole = async ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    const role = session.userData && session.accessToken ? session.userData.role : undefined;
    const ability = role === undefined ? noAbility : await abilityFor(session.abilityRules);
    return redirect(homeRedirect(role, new URL(request.url), ability));
  };

  /*
   * The default and wall (coin360) layouts share one frame route: switching to the wall view and
   * back keeps the providers, the toasts on screen and the navigation's state.
   */
  const frames: { id: FrameId; layouts: readonly LayoutName[] }[] = [
    { id: 'signed-in', layouts: ['default', 'coin360'] },
    { id: 'blank', layouts: ['blank'] },
    { id: 'none', layouts: ['none'] },
  ];
  return [
    ...redirects.byRole.map((path): RouteObject => ({ path, loader: byRole })),
    ...redirects.fixed.map(({ from, to }): RouteObject => ({
      path: from,
      loader: () => redirect(to),
    })),
    ...frames.map((frame): RouteObject => ({
      id: `layout-${frame.id}`,
      ...frameRoute(frame.id, loadStore),
      // While the first lazy screen loads, index.html's initial loader stays on screen.
      HydrateFallback: () => null,
      children: routeDefs
        .filter((def) => frame.layouts.includes(def.layout))
        .map((def): RouteObject => ({
          path: def.path,
          loader: guarded(def),
          lazy: screenOf(def),
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

/**
 * The signed-in frame (navigation, navbar menus, customizer, CASL, the Redux store) is its own
 * chunk: the login page and the other blank-layout screens never download it.
 */
/** The routes that hold a frame; each layout of route-table.ts belongs to one. */
type FrameId = 'signed-in' | 'blank' | 'none';

function frameRoute(
  frame: FrameId,
  loadStore: RouterDeps['loadStore'],
): Pick<RouteObject, 'element' | 'lazy'> {
  if (frame === 'signed-in') {
    return {
      lazy: async () => {
        // Signed-in screens show the fake API's data and images at once: wait for it here.
        const [{ SignedInLayoutRoute }, store] = await Promise.all([
          import('../layouts/signed-in-layout-route.tsx'),
          loadStore(),
          openApiGate().catch(() => undefined),
        ]);
        return { Component: () => <SignedInLayoutRoute store={store} /> };
      },
    };
  }
  return { element: <LayoutRoute layout={frame === 'none' ? 'none' : 'blank'} /> };
}

const notFoundDef: AppRouteDef = {
  id: 'misc.notFound',
  path: '*',
  access: { kind: 'public' },
  layout: 'blank',
};
