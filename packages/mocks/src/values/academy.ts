import type { CourseTag, CourseTopic } from '../types/academy.ts';

/** The courses' tags, the label filter's choices (README "Records and value sets"). */
export const COURSE_TAGS = [
  'Web',
  'Design',
  'Psychology',
  'UI/UX',
  'Art',
] as const satisfies readonly CourseTag[];

/** The label filter's "any tag" value, its default. */
export const ALL_COURSES_LABEL = 'All Courses';

/** A course's skill levels (README "Academy (extension)"). */
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;

/** `2 / 5`: a section's ticked topics over its topics, as the fake API writes a section's status. */
export const sectionStatus = (topics: readonly Pick<CourseTopic, 'isCompleted'>[]): string =>
  `${topics.filter((topic) => topic.isCompleted).length} / ${topics.length}`;
