import type { Course, CourseTag } from './academy.ts';
import type { DashboardPeriod, DashboardTrend } from './dashboard.ts';

/** One week of the learner's study time: its first day and the hours spent. */
export interface AcademyStudyWeek {
  from: string;
  hours: number;
}

/** GET /api/dashboards/academy/welcome: the signed-in learner's time and progress. */
export interface AcademyWelcome {
  /** The weeks of the chart (7-day spans ending today), oldest first. */
  period: DashboardPeriod;
  weeks: AcademyStudyWeek[];
  /** Hours of this week against the week before. */
  hours: DashboardTrend;
  /** Hours over every week of the chart. */
  totalHours: number;
  /** Completed over total tasks of every course. */
  progress: AcademyTaskProgress & { completedCourses: number; courses: number };
}

export interface AcademyTaskProgress {
  completedTasks: number;
  totalTasks: number;
  /** completedTasks / totalTasks, 0 when there is no task. */
  ratio: number;
}

/** GET /api/dashboards/academy/topics: courses per tag. */
export interface AcademyTopics {
  total: number;
  /** Every tag in the tags' order (Web, Design, Psychology, UI/UX, Art), 0 without a course. */
  topics: { tag: CourseTag; courses: number }[];
}

/** A tutor and what their courses gather. */
export interface AcademyInstructor {
  name: string;
  avatar: string;
  courses: number;
  /** Students over their courses (`userCount`). */
  students: number;
}

/** GET /api/dashboards/academy/instructors: the tutors with most students, first five. */
export interface AcademyInstructors {
  instructors: AcademyInstructor[];
}

export type AcademyTopCourse = Pick<
  Course,
  'id' | 'courseTitle' | 'user' | 'logo' | 'color' | 'tags' | 'view' | 'rating' | 'ratingCount'
>;

/** GET /api/dashboards/academy/top-courses: the five most viewed and the five best rated. */
export interface AcademyTopCourses {
  byViews: AcademyTopCourse[];
  byRating: AcademyTopCourse[];
}

export interface AcademyWebinar {
  /** The course the live session is about. */
  course: Pick<Course, 'id' | 'courseTitle' | 'tags'>;
  /** The course's tutor. */
  presenter: { name: string; avatar: string };
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
  /** Learners registered so far. */
  registered: number;
}

/** GET /api/dashboards/academy/webinar: the next live session, null without any course. */
export interface AcademyUpcomingWebinar {
  webinar: AcademyWebinar | null;
}

/** GET /api/dashboards/academy/assignments: the share of completed tasks per tag. */
export interface AcademyAssignments {
  /** In the tags' order; tags without a course are left out. */
  tags: (AcademyTaskProgress & { tag: CourseTag; courses: number })[];
}
