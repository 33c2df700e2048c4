import { HttpResponse } from 'msw';

import { academySeed } from '../db/parts/academy.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { listCourses } from '../domains/academy.ts';
import {
  captionsOf,
  COURSE_NOT_FOUND,
  findCourseDetails,
  updateCourseTopic,
} from '../domains/academy-details.ts';
import { parseId } from '../lib/ids.ts';
import { answer, api, get, message, patch, readJson, json } from './kit.ts';
import { academyDashboardHandlers } from './academy-dashboard.ts';

export const academyHandlers = withSeeds(
  [academySeed],
  [
    get(api('/apps/academy/courses'), ({ url }) =>
      json(listCourses(getDb().courses, url.searchParams)),
    ),
    get(api('/apps/academy/course-details'), ({ url }) =>
      answer(findCourseDetails(getDb().courseDetails, url.searchParams.get('courseId'))),
    ),
    patch(api('/apps/academy/course-details/topics'), async ({ request }) => {
      const db = getDb();
      return answer(updateCourseTopic(db.courseDetails, db.courses, await readJson(request)));
    }),
    get(api('/apps/academy/captions/:file'), ({ params }) => {
      const courseId = parseId(/^(\d{1,15})\.vtt$/.exec(params.file ?? '')?.[1]);
      const details = getDb().courseDetails.find((item) => item.courseId === courseId);
      if (!details) return message(404, COURSE_NOT_FOUND);
      return new HttpResponse(captionsOf(details), {
        headers: { 'Content-Type': 'text/vtt; charset=utf-8' },
      });
    }),
    ...academyDashboardHandlers,
  ],
);
