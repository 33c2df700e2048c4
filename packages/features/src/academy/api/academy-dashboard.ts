import type {
  AcademyAssignments,
  AcademyInstructors,
  AcademyTopCourses,
  AcademyTopics,
  AcademyUpcomingWebinar,
  AcademyWelcome,
} from '@atrium/mocks/types';

import { defaultDataTableState } from '@atrium/ui';

import { baseApi } from '../../api/base-api.ts';
import type { Build } from '../../api/crud-endpoints.ts';
import type { Prefetch } from '../../shared/feature-route.ts';
import { listQueryOf } from '../../shared/list-query.ts';
import { coursesApi } from './courses.ts';

/** The cards of the academy dashboard, `dashboards/academy/<name>` (mocks README), in page order. */
export const academyDashboardCards = [
  'welcome',
  'topics',
  'instructors',
  'top-courses',
  'webinar',
  'assignments',
] as const;

export type AcademyDashboardCard = (typeof academyDashboardCards)[number];

/**
 * One card's call. Every figure is computed from the courses, so each card follows their list:
 * a change to the courses refetches it.
 */
const card = <Data>(build: Build, name: AcademyDashboardCard) =>
  build.query<Data, void>({
    query: () => `dashboards/academy/${name}`,
    providesTags: [{ type: 'Course', id: 'LIST' }],
  });

/** Extension: one call per card of the academy dashboard (mocks README). */
export const academyDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAcademyWelcome: card<AcademyWelcome>(build, 'welcome'),
    getAcademyTopics: card<AcademyTopics>(build, 'topics'),
    getAcademyInstructors: card<AcademyInstructors>(build, 'instructors'),
    getAcademyTopCourses: card<AcademyTopCourses>(build, 'top-courses'),
    getAcademyWebinar: card<AcademyUpcomingWebinar>(build, 'webinar'),
    getAcademyAssignments: card<AcademyAssignments>(build, 'assignments'),
  }),
});

/**
 * Asks for every card's figures at once, before the page draws (the route's `prefetch`), and the
 * courses table's first view (no search, sort or page in the URL): the table is in the later rows,
 * and asked only when it mounted, its text came after the charts had loaded.
 */
export const prefetchAcademyDashboard: Prefetch = (dispatch) => {
  for (const endpoint of [
    'getAcademyWelcome',
    'getAcademyTopics',
    'getAcademyInstructors',
    'getAcademyTopCourses',
    'getAcademyWebinar',
    'getAcademyAssignments',
  ] as const) {
    dispatch(academyDashboardApi.util.prefetch(endpoint, undefined, {}));
  }
  dispatch(coursesApi.util.prefetch('getCourses', listQueryOf(defaultDataTableState), {}));
};

export const {
  useGetAcademyWelcomeQuery,
  useGetAcademyTopicsQuery,
  useGetAcademyInstructorsQuery,
  useGetAcademyTopCoursesQuery,
  useGetAcademyWebinarQuery,
  useGetAcademyAssignmentsQuery,
} = academyDashboardApi;
