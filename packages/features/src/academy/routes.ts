import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Every academy screen reads the `academy` texts, loaded with the first of them. */
const namespaces = ['academy'] as const;
const read = { action: 'read', subject: 'Academy', namespaces } as const;

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
  {
    id: 'academy.myCourse',
    path: '/apps/academy/my-course',
    ...read,
    load: async () => ({
      Component: (await import('./my-courses/my-courses-page.tsx')).MyCoursesPage,
    }),
  },
  {
    id: 'academy.courseDetails',
    path: '/apps/academy/course-details',
    ...read,
    load: async () => ({
      Component: (await import('./course-details/course-details-page.tsx')).CourseDetailsPage,
    }),
  },
]);

/** Route id → path pattern of every academy screen (router patterns for tests and stories). */
export const academyPaths = routePaths(academyRoutes);

/** A link to an academy screen: `href('academy.myCourse')`. */
export const href = createHref(academyPaths);

/** The query parameter naming the course the details screen shows (the fake API's name). */
export const COURSE_ID_PARAM = 'courseId';

/** A link to one course's details: `/apps/academy/course-details?courseId=3`. */
export const courseDetailsHref = (courseId: number): string =>
  `${href('academy.courseDetails')}?${new URLSearchParams({ [COURSE_ID_PARAM]: String(courseId) }).toString()}`;
