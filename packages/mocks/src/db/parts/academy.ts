import { seedPart } from '../seed-part.ts';
import { seedCourseDetails } from '../seed/course-details.ts';
import { seedCourses } from '../seed/courses.ts';

export const academySeed = seedPart(['courses', 'courseDetails'], () => ({
  courses: seedCourses(),
  courseDetails: seedCourseDetails(),
}));
