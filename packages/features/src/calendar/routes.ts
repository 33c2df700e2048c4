import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/**
 * The calendar app's one screen (ROUTES.md), with the `calendar` texts loaded with it. A route without
 * `load` still shows the app's coming-soon screen.
 */
export const calendarRoutes = defineRoutes([
  {
    id: 'calendar',
    path: '/apps/calendar',
    action: 'read',
    subject: 'Calendar',
    namespaces: ['calendar'],
  },
]);

/** Route id → path pattern. */
export const calendarPaths = routePaths(calendarRoutes);

/** A link to the calendar: `href('calendar')`. */
export const href = createHref(calendarPaths);
