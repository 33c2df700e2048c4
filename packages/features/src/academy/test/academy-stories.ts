import { academyHandlers } from '@atrium/mocks';

/** The academy's handler group in Storybook and the calls its screens make. */
export const academyStoryOptions = {
  domain: 'academy',
  handlers: academyHandlers,
} as const;

export const COURSES_URL = '*/api/apps/academy/courses';
export const DETAILS_URL = '*/api/apps/academy/course-details';
export const TOPICS_URL = '*/api/apps/academy/course-details/topics';
