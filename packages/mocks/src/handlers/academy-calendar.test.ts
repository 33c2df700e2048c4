// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { Course, CourseDetails, CoursesResponse } from '../types/academy.ts';
import type { CalendarEvent } from '../types/calendar.ts';
import { expectFieldErrors, expectFirstPage } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';
import { expectSorted } from '../test/sorting.ts';

setupMockServer();

const COURSES = '/api/apps/academy/courses';
const CALENDAR = '/api/apps/calendar';

describe('GET /api/apps/academy/courses', () => {
  it('answers the page, every filtered course and the count, with default paging', async () => {
    const body = await expectFirstPage<CoursesResponse>(COURSES, 'courses', 'total', 25);
    expect(body.totalCourse).toHaveLength(25);
  });

  it('searches course title and tutor name', async () => {
    expect(
      (await getJson<CoursesResponse>(`${COURSES}?q=angular`)).body.courses.map(
        (c) => c.courseTitle,
      ),
    ).toEqual(['Basics of Angular']);
    const byTutor = (await getJson<CoursesResponse>(`${COURSES}?q=INES&itemsPerPage=-1`)).body;
    expect(byTutor.total).toBe(5);
    expect(byTutor.courses.every((c) => c.user === 'Ines Duarte')).toBe(true);
  });

  it('filters the label on the tag case-insensitively; All Courses is the default', async () => {
    expect((await getJson<CoursesResponse>(`${COURSES}?label=ui/ux`)).body.total).toBe(5);
    expect((await getJson<CoursesResponse>(`${COURSES}?label=All Courses`)).body.total).toBe(25);
    expect((await getJson<CoursesResponse>(`${COURSES}?label=Cooking`)).body.total).toBe(0);
  });

  it('hides completed courses only when hideCompleted is true', async () => {
    const completed = getDb().courses.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(completed).toBeGreaterThan(0);
    expect((await getJson<CoursesResponse>(`${COURSES}?hideCompleted=true`)).body.total).toBe(
      25 - completed,
    );
    expect((await getJson<CoursesResponse>(`${COURSES}?hideCompleted=false`)).body.total).toBe(25);
    expect((await getJson<CoursesResponse>(`${COURSES}?hideCompleted=sometimes`)).body.total).toBe(
      25,
    );
  });

  it('sorts by course name and by progress ratio', async () => {
    await expectSorted<Course>(COURSES, 'courses', 'courseName', (c) => c.courseTitle);
    await expectSorted<Course>(
      COURSES,
      'courses',
      'progress',
      (c) => c.completedTasks / c.totalTasks,
    );
  });

  it('answers the first course’s details to the contract’s call, which names no course', async () => {
    const { status, body } = await getJson<CourseDetails>('/api/apps/academy/course-details');
    expect(status).toBe(200);
    const first = getDb().courses[0]!;
    expect(body).toMatchObject({
      courseId: first.id,
      title: first.courseTitle,
      instructor: first.user,
      isCaptions: true,
    });
    expect(Object.keys(body.content[0]?.topics[0] ?? {}).sort()).toEqual([
      'isCompleted',
      'time',
      'title',
    ]);
    expect(body.totalLectures).toBe(
      body.content.reduce((n, section) => n + section.topics.length, 0),
    );
  });
});

describe('calendar', () => {
  const body = {
    title: 'Stock take',
    start: '2026-03-20T09:00:00.000Z',
    end: '2026-03-20T11:00:00.000Z',
    allDay: false,
    url: '',
    extendedProps: { calendar: 'Business' },
  };

  it('lists events whose category is among the repeated calendars params', async () => {
    const { body: events } = await getJson<CalendarEvent[]>(
      `${CALENDAR}?calendars=Business&calendars=Holiday`,
    );
    const expected = getDb().calendarEvents.filter((e) =>
      ['Business', 'Holiday'].includes(e.extendedProps.calendar),
    );
    expect(events).toEqual(expected);
    expect((await getJson<CalendarEvent[]>(CALENDAR)).body).toEqual([]);
    expect(
      (await getJson<CalendarEvent[]>(`${CALENDAR}?calendars=Business,Family`)).body,
    ).toHaveLength(
      getDb().calendarEvents.filter((e) =>
        ['Business', 'Family'].includes(e.extendedProps.calendar),
      ).length,
    );
  });

  it('creates with 201 and id = last id + 1', async () => {
    const { status, body: created } = await call<CalendarEvent>('POST', CALENDAR, body);
    expect(status).toBe(201);
    expect(created).toMatchObject({ ...body, id: 11 });
    await call('DELETE', `${CALENDAR}/3`);
    expect((await call<CalendarEvent>('POST', CALENDAR, body)).body.id).toBe(12);
  });

  it('keeps the guests, location and description of an event, and leaves out malformed guests', async () => {
    const details = {
      calendar: 'Business',
      guests: ['Jordan Stevenson', 'Richard Payne'],
      location: 'Warehouse B',
      description: 'Count every shelf.',
    };
    const { body: created } = await call<CalendarEvent>('POST', CALENDAR, {
      ...body,
      extendedProps: details,
    });
    expect(created.extendedProps).toEqual(details);
    expect(getDb().calendarEvents.at(-1)?.extendedProps).toEqual(details);
    const { body: updated } = await call<CalendarEvent>('PUT', `${CALENDAR}/${created.id}`, {
      extendedProps: { calendar: 'Family', guests: ['Jordan Stevenson', 7] },
    });
    expect(updated.extendedProps).toEqual({ calendar: 'Family' });
  });

  it('refuses an end before the start', async () => {
    const answer = await call('POST', CALENDAR, { ...body, end: '2026-03-20T08:00:00.000Z' });
    expectFieldErrors(answer, ['end']);
  });

  it('refuses an event without title, start or a known calendar', async () => {
    const answer = await call('POST', CALENDAR, { extendedProps: { calendar: 'Party' } });
    expectFieldErrors(answer, ['extendedProps.calendar', 'start', 'title']);
  });

  it('merges an update into the event with 201', async () => {
    const { status, body: updated } = await call<CalendarEvent>('PUT', `${CALENDAR}/2`, {
      title: 'Client call',
      id: 99,
    });
    expect(status).toBe(201);
    expect(updated).toMatchObject({
      id: 2,
      title: 'Client call',
      extendedProps: getDb().calendarEvents[1]?.extendedProps,
    });
  });

  it('deletes with 204', async () => {
    expect((await call('DELETE', `${CALENDAR}/1`)).status).toBe(204);
    expect(getDb().calendarEvents.some((e) => e.id === 1)).toBe(false);
  });

  it.each([
    ['PUT', { title: 'x' }],
    ['DELETE', undefined],
  ])('answers 400 Something Went Wrong to %s with an unknown id', async (method, payload) => {
    for (const id of ['999', 'abc']) {
      const { status, text } = await call(method, `${CALENDAR}/${id}`, payload);
      expect(status).toBe(400);
      expect(text).toBe('Something Went Wrong');
    }
  });
});
