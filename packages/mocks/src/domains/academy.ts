import { listRequest, readBoolean, readString, runList, type QueryInput } from '../lib/query.ts';
import { containsCi } from '../lib/text.ts';
import type { Course, CoursesResponse } from '../types/academy.ts';
import { ALL_COURSES_LABEL } from '../values/academy.ts';

export { ALL_COURSES_LABEL };

export const isCourseCompleted = (course: Course): boolean =>
  course.completedTasks === course.totalTasks;

const SORT_KEYS = {
  courseName: (c: Course) => c.courseTitle,
  progress: (c: Course) => (c.totalTasks === 0 ? 0 : c.completedTasks / c.totalTasks),
};

/**
 * GET /api/apps/academy/courses: q on title or tutor, label on the tag (case-insensitive,
 * default 'All Courses' = any), hideCompleted drops finished courses.
 */
export function listCourses(courses: readonly Course[], query: QueryInput): CoursesResponse {
  const { params, q, page } = listRequest(query);
  const label = (readString(params, 'label') || ALL_COURSES_LABEL).toLowerCase();
  const hideCompleted = readBoolean(params, 'hideCompleted') ?? false;
  const sorted = runList(courses, params, {
    sortKeys: SORT_KEYS,
    match: (c) =>
      (containsCi(c.courseTitle, q) || containsCi(c.user, q)) &&
      (label === ALL_COURSES_LABEL.toLowerCase() || c.tags.toLowerCase() === label) &&
      !(hideCompleted && isCourseCompleted(c)),
  });
  return {
    courses: page(sorted),
    totalCourse: sorted,
    total: sorted.length,
  };
}
