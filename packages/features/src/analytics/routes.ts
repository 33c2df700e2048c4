import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** The analytics screens read the `analytics` texts, loaded with the first of them. */
const namespaces = ['analytics'] as const;

/**
 * The analytics dashboards the app mounts (paths from ROUTES.md), the one place their paths are
 * written. Each page is its own chunk, loaded when its route is first visited.
 */
export const analyticsRoutes = defineRoutes([
  // ROUTES (one entry per screen, added as the screen lands)
  {
    id: 'dashboards.analytics',
    path: '/dashboards/analytics',
    action: 'read',
    subject: 'Dashboard',
    namespaces,
    load: async () => {
      const page = await import('./dashboard/analytics-dashboard-page.tsx');
      return { Component: page.AnalyticsDashboardPage, prefetch: page.prefetchAnalyticsDashboard };
    },
  },
]);

/** Route id → path pattern of every analytics screen (router patterns for tests and stories). */
export const analyticsPaths = routePaths(analyticsRoutes);

/** A link to an analytics screen: `href('dashboards.analytics')`. */
export const href = createHref(analyticsPaths);
