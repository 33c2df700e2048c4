import type { LazyScreen } from '@atrium/features';

import { loginScreen } from './login-route.ts';
import { featureRouteList } from './route-table.ts';

/** A screen loaded on demand (each is its own chunk), with the requests it starts early. */
export type { LazyScreen };

/**
 * Screens the app has so far, by route id: its own, and every feature's of route-table.ts
 * (`featureRouteList`); every other route shows the coming-soon screen inside its own layout.
 */
export const screens: Record<string, LazyScreen> = {
  'misc.notFound': async () => ({ Component: (await import('../screens/not-found.tsx')).NotFound }),
  'misc.notAuthorized': async () => ({
    Component: (await import('../screens/not-authorized.tsx')).NotAuthorized,
  }),
  'misc.comingSoon': async () => ({
    Component: (await import('../screens/coming-soon.tsx')).ComingSoon,
  }),
  'misc.underMaintenance': async () => ({
    Component: (await import('../screens/under-maintenance.tsx')).UnderMaintenance,
  }),
  accessControl: async () => ({
    Component: (await import('../screens/access-control.tsx')).AccessControl,
  }),
  login: loginScreen,
  ...Object.fromEntries(
    featureRouteList.flatMap((route) => (route.load ? [[route.id, route.load]] : [])),
  ),
};

/**
 * The i18n namespaces each screen reads beyond the ones loaded at start, by route id (every path
 * of a route id shows the same screen: the e-commerce dashboard has three).
 */
export const screenNamespaces: Record<string, readonly string[]> = Object.fromEntries(
  featureRouteList.flatMap((route) => (route.namespaces ? [[route.id, route.namespaces]] : [])),
);

export const comingSoonScreen: LazyScreen = async () => ({
  Component: (await import('../screens/coming-soon.tsx')).ComingSoon,
});
