import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** The logistics app's screens (ROUTES.md), with the `logistics` texts loaded with them. */
export const logisticsRoutes = defineRoutes([
  {
    id: 'logistics.fleet',
    path: '/apps/logistics/fleet',
    action: 'read',
    subject: 'Logistics',
    namespaces: ['logistics'],
    load: async () => ({ Component: (await import('./fleet/fleet-page.tsx')).FleetPage }),
  },
]);

/** Route id → path pattern. */
export const logisticsPaths = routePaths(logisticsRoutes);

/** A link to a logistics screen: `href('logistics.fleet')`. */
export const href = createHref(logisticsPaths);
