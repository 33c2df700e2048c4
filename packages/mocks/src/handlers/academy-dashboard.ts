import { getConfig } from '../config.ts';
import { getDb } from '../db/store.ts';
import {
  academyAssignments,
  academyInstructors,
  academyTopCourses,
  academyTopics,
  academyWebinar,
  academyWelcome,
} from '../domains/academy-dashboard.ts';
import { api, get, json } from './kit.ts';

const path = (card: string) => api(`/dashboards/academy/${card}`);
/** Weeks and the webinar's day count from the configured clock (pinned in stories and tests). */
const now = () => getConfig().clock();

/**
 * Extension: one call per card of the academy dashboard, each computed from the live courses on
 * every request (domains/academy-dashboard.ts). The academy module seeds the courses.
 */
export const academyDashboardHandlers = [
  get(path('welcome'), () => json(academyWelcome(getDb(), now()))),
  get(path('topics'), () => json(academyTopics(getDb()))),
  get(path('instructors'), () => json(academyInstructors(getDb()))),
  get(path('top-courses'), () => json(academyTopCourses(getDb()))),
  get(path('webinar'), () => json(academyWebinar(getDb(), now()))),
  get(path('assignments'), () => json(academyAssignments(getDb()))),
];
