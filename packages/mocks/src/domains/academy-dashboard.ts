import type { Db } from '../db/schema.ts';
import { addDays, addMinutes, isoDate, startOfDay } from '../lib/dates.ts';
import { createRng } from '../lib/prng.ts';
import type { Course, CourseTag } from '../types/academy.ts';
import type {
  AcademyAssignments,
  AcademyInstructors,
  AcademyTaskProgress,
  AcademyTopCourse,
  AcademyTopCourses,
  AcademyTopics,
  AcademyUpcomingWebinar,
  AcademyWelcome,
} from '../types/academy-dashboard.ts';
import { isCourseCompleted } from './academy.ts';

/**
 * Extension: the academy dashboard's figures, pure functions over the courses and "now". The
 * courses give the topics, instructors, top courses and task progress; what no record holds (the
 * learner's study hours, the next webinar) comes from series seeded by name, so every load under
 * the same clock answers the same.
 */
export const COURSE_TAGS: readonly CourseTag[] = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'];
export const STUDY_WEEKS = 8;
/** Bounds of a week's study time, in hours (one decimal). */
export const STUDY_HOURS = { min: 2, max: 14 } as const;
const LIST_SIZE = 5;

type CoursesDb = Pick<Db, 'courses'>;

const ratio = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

function taskProgress(courses: readonly Course[]): AcademyTaskProgress {
  const completedTasks = courses.reduce((n, c) => n + c.completedTasks, 0);
  const totalTasks = courses.reduce((n, c) => n + c.totalTasks, 0);
  return { completedTasks, totalTasks, ratio: ratio(completedTasks, totalTasks) };
}

/** The learner's hours per week: one seeded draw per week, the oldest week first. */
export function studyHours(count = STUDY_WEEKS): number[] {
  const rng = createRng('academy-study-hours');
  return Array.from({ length: count }, () => rng.float(STUDY_HOURS.min, STUDY_HOURS.max, 1));
}

export function academyWelcome(db: CoursesDb, now: Date): AcademyWelcome {
  const today = startOfDay(now);
  const hours = studyHours();
  const weeks = hours.map((h, i) => ({
    from: isoDate(addDays(today, -7 * (STUDY_WEEKS - i) + 1)),
    hours: h,
  }));
  const current = hours.at(-1) ?? 0;
  const previous = hours.at(-2) ?? 0;
  return {
    period: { from: weeks[0]?.from ?? isoDate(today), to: isoDate(today) },
    weeks,
    hours: {
      current,
      previous,
      change: previous === 0 ? null : ratio(current - previous, previous),
    },
    totalHours: Math.round(hours.reduce((a, b) => a + b, 0) * 10) / 10,
    progress: {
      ...taskProgress(db.courses),
      completedCourses: db.courses.filter(isCourseCompleted).length,
      courses: db.courses.length,
    },
  };
}

/**
 * Courses per tag, every tag in the tags' order (none left out, a tag without a course counts 0):
 * the dashboard's donut gives each tag the same colour whatever the counts.
 */
export function academyTopics(db: CoursesDb): AcademyTopics {
  const topics = COURSE_TAGS.map((tag) => ({
    tag,
    courses: db.courses.filter((c) => c.tags === tag).length,
  }));
  return { total: db.courses.length, topics };
}

/** Tutors by their courses' students, most first (ties by name). */
export function academyInstructors(db: CoursesDb): AcademyInstructors {
  const byName = new Map<string, AcademyInstructors['instructors'][number]>();
  for (const course of db.courses) {
    const entry = byName.get(course.user) ?? {
      name: course.user,
      avatar: course.tutorImg,
      courses: 0,
      students: 0,
    };
    entry.courses += 1;
    entry.students += course.userCount;
    byName.set(course.user, entry);
  }
  const instructors = [...byName.values()]
    .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name))
    .slice(0, LIST_SIZE);
  return { instructors };
}

const topCourse = ({
  id,
  courseTitle,
  user,
  logo,
  color,
  tags,
  view,
  rating,
  ratingCount,
}: Course): AcademyTopCourse => ({
  id,
  courseTitle,
  user,
  logo,
  color,
  tags,
  view,
  rating,
  ratingCount,
});

/** The five most viewed courses and the five best rated (more ratings, then id, break ties). */
export function academyTopCourses(db: CoursesDb): AcademyTopCourses {
  const top = (compare: (a: Course, b: Course) => number) =>
    [...db.courses]
      .sort((a, b) => compare(a, b) || a.id - b.id)
      .slice(0, LIST_SIZE)
      .map(topCourse);
  return {
    byViews: top((a, b) => b.view - a.view),
    byRating: top((a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount),
  };
}

/**
 * The next live session: a seeded course, its tutor presenting, a few days from today at a
 * seeded afternoon hour (UTC).
 */
export function academyWebinar(db: CoursesDb, now: Date): AcademyUpcomingWebinar {
  const rng = createRng('academy-webinar');
  const course = db.courses[rng.int(0, db.courses.length - 1)];
  if (!course) return { webinar: null };
  const day = addDays(startOfDay(now), rng.int(1, 6));
  const startsAt = addMinutes(day, rng.pick([13, 15, 17]) * 60);
  return {
    webinar: {
      course: { id: course.id, courseTitle: course.courseTitle, tags: course.tags },
      presenter: { name: course.user, avatar: course.tutorImg },
      startsAt: startsAt.toISOString(),
      durationMinutes: rng.pick([45, 60, 90]),
      registered: rng.int(40, 400),
    },
  };
}

/** Completed over total tasks per tag, in the tags' order. */
export function academyAssignments(db: CoursesDb): AcademyAssignments {
  return {
    tags: COURSE_TAGS.map((tag) => {
      const courses = db.courses.filter((c) => c.tags === tag);
      return { tag, courses: courses.length, ...taskProgress(courses) };
    }).filter((t) => t.courses > 0),
  };
}
