/**
 * The academy: my courses (search, category, hide completed, sort, pages) and a course's details
 * with its lesson and topics to tick. The app mounts `academyRoutes`; pages load lazily from there.
 */
export { academyPaths, academyRoutes, courseDetailsHref, href as academyHref } from './routes.ts';
export { academyLocaleLoaders, academyResources, type AcademyTexts } from './locales/index.ts';
// The academy dashboard reads the same courses; only the hooks and types leave the folder.
export { useGetCourseDetailsQuery, useGetCoursesQuery } from './api/courses.ts';
export type { Course, CourseDetails, CoursesResponse, CourseTag } from '@atrium/mocks/types';
