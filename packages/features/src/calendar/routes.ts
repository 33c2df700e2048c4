import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** The calendar app's one screen (ROUTES.md), with the `calendar` texts loaded with it. */
export const calendarRoutes = defineRoutes([
  {
    id: 'calendar',
    path: '/apps/calendar',
    action: 'read',
    subject: 'Calendar',
    namespaces: ['calendar'],
    load: async () => ({ Component: (await import('./calendar-page.tsx')).CalendarPage }),
  },
]);

/** Route id → path pattern. */
export const calendarPaths = routePaths(calendarRoutes);

/** A link to the calendar: `href('calendar')`. */
export const href = createHref(calendarPaths);
