import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Both dashboards read the `analytics` texts, loaded with the first of them. */
const namespaces = ['analytics'] as const;

/**
 * The analytics and CRM dashboards the app mounts (paths from ROUTES.md), the one place their
 * paths are written. Each page is its own chunk, loaded when its route is first visited.
 */
export const analyticsRoutes = defineRoutes([
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
  {
    id: 'dashboards.crm',
    path: '/dashboards/crm',
    action: 'read',
    subject: 'Dashboard',
    namespaces,
    load: async () => {
      const page = await import('./crm/crm-dashboard-page.tsx');
      return { Component: page.CrmDashboardPage, prefetch: page.prefetchCrmDashboard };
    },
  },
]);

/** Route id → path pattern of every analytics screen (router patterns for tests and stories). */
export const analyticsPaths = routePaths(analyticsRoutes);

/** A link to an analytics screen: `href('dashboards.crm')`. */
export const href = createHref(analyticsPaths);
