import { academySeed } from '../db/parts/academy.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { listCourses } from '../domains/academy.ts';
import { academyDashboardHandlers } from './academy-dashboard.ts';
import { api, get, json } from './kit.ts';

export const academyHandlers = withSeeds(
  [academySeed],
  [
    get(api('/apps/academy/courses'), ({ url }) =>
      json(listCourses(getDb().courses, url.searchParams)),
    ),
    get(api('/apps/academy/course-details'), () => json(getDb().courseDetails)),
    ...academyDashboardHandlers,
  ],
);
