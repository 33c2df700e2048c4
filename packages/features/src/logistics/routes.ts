import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Every logistics screen reads the `logistics` texts, loaded with the first of them. */
const namespaces = ['logistics'] as const;

/**
 * The logistics screens the app mounts (paths from ROUTES.md), the one place their paths are
 * written. Each page is its own chunk, loaded when its route is first visited.
 */
export const logisticsRoutes = defineRoutes([
  {
    id: 'logistics.fleet',
    path: '/apps/logistics/fleet',
    action: 'read',
    subject: 'Logistics',
    namespaces,
    load: async () => ({ Component: (await import('./fleet/fleet-page.tsx')).FleetPage }),
  },
  {
    id: 'dashboards.logistics',
    path: '/dashboards/logistics',
    aliases: { 'logistics.dashboard': '/apps/logistics/dashboard' },
    action: 'read',
    subject: 'Dashboard',
    namespaces,
    load: async () => {
      const page = await import('./dashboard/dashboard-page.tsx');
      return { Component: page.LogisticsDashboardPage, prefetch: page.prefetchLogisticsDashboard };
    },
  },
]);

/** Route id → path pattern of every logistics screen (router patterns for tests and stories). */
export const logisticsPaths = routePaths(logisticsRoutes);

/** A link to a logistics screen: `href('logistics.fleet')`. */
export const href = createHref(logisticsPaths);
