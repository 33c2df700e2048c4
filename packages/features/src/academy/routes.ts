import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Every academy screen reads the `academy` texts, loaded with the first of them. */
const namespaces = ['academy'] as const;

/**
 * The academy screens the app mounts (paths from ROUTES.md), the one place their paths are
 * written. Each page is its own chunk, loaded when its route is first visited.
 */
export const academyRoutes = defineRoutes([
  {
    id: 'dashboards.academy',
    path: '/dashboards/academy',
    aliases: { 'academy.dashboard': '/apps/academy/dashboard' },
    action: 'read',
    subject: 'Dashboard',
    namespaces,
    load: async () => {
      const page = await import('./dashboard/dashboard-page.tsx');
      return { Component: page.AcademyDashboardPage, prefetch: page.prefetchAcademyDashboard };
    },
  },
]);

/** Route id → path pattern, aliases included. */
export const academyPaths = routePaths(academyRoutes);

/** A link to an academy screen: `href('dashboards.academy')`. */
export const href = createHref(academyPaths);
