import { seedPart } from '../seed-part.ts';
import { seedCourseDetails } from '../seed/course-details.ts';
import { seedCourses } from '../seed/courses.ts';

/** The details derive from the courses (README "Academy (extension)"): built together. */
export const academySeed = seedPart(['courses', 'courseDetails'], () => {
  const courses = seedCourses();
  return { courses, courseDetails: seedCourseDetails(courses) };
});
