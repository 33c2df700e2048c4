// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { getDb } from '../db/store.ts';
import { COURSE_TAGS, STUDY_HOURS, studyHours } from '../domains/academy-dashboard.ts';
import type { Course } from '../types/academy.ts';
import type {
  AcademyAssignments,
  AcademyInstructors,
  AcademyTopCourses,
  AcademyTopics,
  AcademyUpcomingWebinar,
  AcademyWelcome,
} from '../types/academy-dashboard.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/dashboards/academy';
const card = <T>(name: string) => getJson<T>(`${BASE}/${name}`).then((r) => r.body);
const courses = (): Course[] => getDb().courses;
const sumOf = (list: readonly Course[], field: 'completedTasks' | 'totalTasks' | 'userCount') =>
  list.reduce((n, c) => n + c[field], 0);

describe('GET /api/dashboards/academy/*', () => {
  it('answers every card with 200', async () => {
    for (const name of [
      'welcome',
      'topics',
      'instructors',
      'top-courses',
      'webinar',
      'assignments',
    ])
      expect((await call('GET', `${BASE}/${name}`)).status, name).toBe(200);
  });

  it('welcome: eight weeks of seeded study hours ending today, this week against the last', async () => {
    const welcome = await card<AcademyWelcome>('welcome');
    const hours = studyHours();
    expect(welcome.period).toEqual({ from: '2026-01-22', to: '2026-03-18' });
    expect(welcome.weeks.map((w) => w.from)).toEqual([
      '2026-01-22',
      '2026-01-29',
      '2026-02-05',
      '2026-02-12',
      '2026-02-19',
      '2026-02-26',
      '2026-03-05',
      '2026-03-12',
    ]);
    expect(welcome.weeks.map((w) => w.hours)).toEqual(hours);
    for (const h of hours) {
      expect(h).toBeGreaterThanOrEqual(STUDY_HOURS.min);
      expect(h).toBeLessThan(STUDY_HOURS.max);
    }
    const [previous, current] = hours.slice(-2) as [number, number];
    expect(welcome.hours).toEqual({
      current,
      previous,
      change: Math.round(((current - previous) / previous) * 10_000) / 10_000,
    });
    expect(welcome.totalHours).toBeCloseTo(
      hours.reduce((a, b) => a + b, 0),
      5,
    );
    // The same clock, the same answer.
    expect(await card<AcademyWelcome>('welcome')).toEqual(welcome);
  });

  it('welcome: progress is completed over total tasks of the stored courses', async () => {
    getDb().courses.splice(0, 5);
    const { progress } = await card<AcademyWelcome>('welcome');
    const completed = sumOf(courses(), 'completedTasks');
    const total = sumOf(courses(), 'totalTasks');
    expect(progress).toEqual({
      completedTasks: completed,
      totalTasks: total,
      ratio: Math.round((completed / total) * 10_000) / 10_000,
      completedCourses: courses().filter((c) => c.completedTasks === c.totalTasks).length,
      courses: 20,
    });
    expect(progress.completedCourses).toBeGreaterThan(0);
  });

  it("topics: courses per tag, every tag in the tags' order, a tag without a course at 0", async () => {
    const topics = await card<AcademyTopics>('topics');
    expect(topics.total).toBe(25);
    expect(topics.topics.map((t) => t.tag)).toEqual(COURSE_TAGS);
    for (const { tag, courses: count } of topics.topics)
      expect(count, tag).toBe(courses().filter((c) => c.tags === tag).length);
    expect(topics.topics.reduce((n, t) => n + t.courses, 0)).toBe(25);

    getDb().courses = courses().filter((c) => c.tags !== 'Art');
    const withoutArt = await card<AcademyTopics>('topics');
    expect(withoutArt.topics.find((t) => t.tag === 'Art')).toEqual({ tag: 'Art', courses: 0 });
    expect(withoutArt.total).toBe(courses().length);
  });

  it('instructors: the five tutors with most students over their courses', async () => {
    const { instructors } = await card<AcademyInstructors>('instructors');
    const tutors = [...new Set(courses().map((c) => c.user))];
    const expected = tutors
      .map((name) => {
        const own = courses().filter((c) => c.user === name);
        return { name, courses: own.length, students: sumOf(own, 'userCount') };
      })
      .sort((a, b) => b.students - a.students)
      .slice(0, 5);
    expect(
      instructors.map(({ name, courses: n, students }) => ({ name, courses: n, students })),
    ).toEqual(expected);
    for (const i of instructors)
      expect(i.avatar).toBe(courses().find((c) => c.user === i.name)?.tutorImg);
  });

  it('top courses: the five most viewed and the five best rated', async () => {
    const top = await card<AcademyTopCourses>('top-courses');
    const ids = (list: Course[]) => list.slice(0, 5).map((c) => c.id);
    expect(top.byViews.map((c) => c.id)).toEqual(
      ids([...courses()].sort((a, b) => b.view - a.view)),
    );
    expect(top.byRating.map((c) => c.id)).toEqual(
      ids(
        [...courses()].sort(
          (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || a.id - b.id,
        ),
      ),
    );
    const first = courses().find((c) => c.id === top.byViews[0]?.id);
    expect(top.byViews[0]).toMatchObject({
      courseTitle: first?.courseTitle,
      logo: first?.logo,
      view: first?.view,
      rating: first?.rating,
    });
  });

  it('webinar: a seeded course presented by its tutor, within the next week, the same on every call', async () => {
    const { webinar } = await card<AcademyUpcomingWebinar>('webinar');
    if (!webinar) throw new Error('no webinar with seeded courses');
    const course = courses().find((c) => c.id === webinar.course.id);
    expect(webinar.presenter).toEqual({ name: course?.user, avatar: course?.tutorImg });
    expect(webinar.course.courseTitle).toBe(course?.courseTitle);
    const starts = new Date(webinar.startsAt).getTime();
    expect(starts).toBeGreaterThan(fixedNow.getTime());
    expect(starts - fixedNow.getTime()).toBeLessThan(7 * 86_400_000);
    expect([13, 15, 17]).toContain(new Date(webinar.startsAt).getUTCHours());
    expect([45, 60, 90]).toContain(webinar.durationMinutes);
    expect(await card<AcademyUpcomingWebinar>('webinar')).toEqual({ webinar });

    getDb().courses = [];
    expect(await card<AcademyUpcomingWebinar>('webinar')).toEqual({ webinar: null });
  });

  it('assignments: completed over total tasks per tag, which add up to every course', async () => {
    const { tags } = await card<AcademyAssignments>('assignments');
    expect(tags.map((t) => t.tag)).toEqual(COURSE_TAGS);
    for (const entry of tags) {
      const own = courses().filter((c) => c.tags === entry.tag);
      expect(entry).toEqual({
        tag: entry.tag,
        courses: own.length,
        completedTasks: sumOf(own, 'completedTasks'),
        totalTasks: sumOf(own, 'totalTasks'),
        ratio:
          Math.round((sumOf(own, 'completedTasks') / sumOf(own, 'totalTasks')) * 10_000) / 10_000,
      });
    }
    expect(tags.reduce((n, t) => n + t.totalTasks, 0)).toBe(sumOf(courses(), 'totalTasks'));
  });
});
