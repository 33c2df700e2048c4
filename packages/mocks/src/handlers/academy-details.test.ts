// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { CourseDetails, CoursesResponse } from '../types/academy.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const DETAILS = '/api/apps/academy/course-details';
const TOPICS = `${DETAILS}/topics`;
const COURSES = '/api/apps/academy/courses';

const topicsOf = (details: CourseDetails) => details.content.flatMap((section) => section.topics);
const detailsOf = async (courseId: number) =>
  (await getJson<CourseDetails>(`${DETAILS}?courseId=${courseId}`)).body;

describe('GET /api/apps/academy/course-details?courseId=', () => {
  it('derives every course’s details from its list record', async () => {
    for (const course of getDb().courses) {
      const details = await detailsOf(course.id);
      expect(details).toMatchObject({
        courseId: course.id,
        title: course.courseTitle,
        instructor: course.user,
        instructorAvatar: course.tutorImg,
        totalStudents: course.userCount,
        length: course.time,
        totalLectures: course.totalTasks,
        poster: `/mock-assets/posters/${course.image.split('/').at(-1)}`,
        captions: `/api/apps/academy/captions/${course.id}.vtt`,
        video: null,
      });
      const topics = topicsOf(details);
      // totalTasks is the topic count, completedTasks the ticked ones, which come first.
      expect(topics).toHaveLength(course.totalTasks);
      expect(topics.filter((topic) => topic.isCompleted)).toHaveLength(course.completedTasks);
      expect(topics.slice(0, course.completedTasks).every((topic) => topic.isCompleted)).toBe(true);
      for (const section of details.content) {
        expect(section.topics.length).toBeGreaterThanOrEqual(3);
        expect(section.topics.length).toBeLessThanOrEqual(6);
        const done = section.topics.filter((topic) => topic.isCompleted).length;
        expect(section.status).toBe(`${done} / ${section.topics.length}`);
        const minutes = section.topics.reduce(
          (sum, topic) => sum + Number.parseFloat(topic.time),
          0,
        );
        expect(section.time).toBe(`${Math.round(minutes)} min`);
      }
    }
  });

  it('shares the course’s length among its topics, to a tenth of a minute each', async () => {
    const course = getDb().courses[4]!;
    const [, hours, minutes] = /^(\d+)h (\d+)m$/.exec(course.time) ?? [];
    const topics = topicsOf(await detailsOf(course.id));
    const sum = topics.reduce((total, topic) => total + Number.parseFloat(topic.time), 0);
    expect(Math.abs(sum - (Number(hours) * 60 + Number(minutes)))).toBeLessThanOrEqual(
      topics.length * 0.05,
    );
  });

  it('answers the same details on every seed', async () => {
    const first = await detailsOf(7);
    expect(await detailsOf(7)).toEqual(first);
    expect(first.content[0]?.topics[0]?.title).toBe('Welcome to this course');
  });

  it.each(['999', '0', 'abc', '1.5'])('answers 404 Course not found to courseId=%s', async (id) => {
    const { status, body } = await getJson(`${DETAILS}?courseId=${id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Course not found' });
  });

  it('treats an empty courseId as none', async () => {
    expect((await getJson<CourseDetails>(`${DETAILS}?courseId=`)).body.courseId).toBe(1);
  });
});

describe('GET /api/apps/academy/captions/{courseId}.vtt', () => {
  it('answers WebVTT with one cue per topic, timed by the topics’ lengths', async () => {
    const details = await detailsOf(2);
    const response = await fetch(`http://localhost${details.captions}`);
    expect(response.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith(`WEBVTT - ${details.title}\n\n`)).toBe(true);
    const cues = text.trim().split('\n\n').slice(1);
    expect(cues).toHaveLength(details.totalLectures);
    const first = details.content[0]!;
    const firstSeconds = Number.parseFloat(first.topics[0]!.time) * 60;
    const end = new Date(firstSeconds * 1000).toISOString().slice(11, 23);
    expect(cues[0]).toBe(`1\n00:00:00.000 --> ${end}\n${first.title}: ${first.topics[0]!.title}`);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await fetch('http://localhost/api/apps/academy/captions/99.vtt')).status).toBe(404);
    expect((await fetch('http://localhost/api/apps/academy/captions/x.txt')).status).toBe(404);
  });
});

describe('PATCH /api/apps/academy/course-details/topics', () => {
  /** The first course with an unticked topic in its first section that has one. */
  const open = () => {
    const details = getDb().courseDetails.find((item) =>
      item.content.some((section) => section.topics.some((topic) => !topic.isCompleted)),
    )!;
    const section = details.content.find((item) => item.topics.some((t) => !t.isCompleted))!;
    return { details, section, topicIndex: section.topics.findIndex((t) => !t.isCompleted) };
  };

  it('ticks a topic: the section status, the details and the course’s completedTasks follow', async () => {
    const { details, section, topicIndex } = open();
    const done = section.topics.filter((topic) => topic.isCompleted).length;
    const before = getDb().courses.find((c) => c.id === details.courseId)!.completedTasks;
    const { status, body } = await call<CourseDetails>('PATCH', TOPICS, {
      courseId: details.courseId,
      sectionId: section.id,
      topicIndex,
      isCompleted: true,
    });
    expect(status).toBe(200);
    const patched = body.content.find((item) => item.id === section.id)!;
    expect(patched.topics[topicIndex]?.isCompleted).toBe(true);
    expect(patched.status).toBe(`${done + 1} / ${section.topics.length}`);
    expect(await detailsOf(details.courseId)).toEqual(body);
    const list = (await getJson<CoursesResponse>(`${COURSES}?itemsPerPage=-1`)).body.courses.find(
      (c) => c.id === details.courseId,
    );
    expect(list?.completedTasks).toBe(before + 1);
  });

  it('unticks a topic, and a course with every topic ticked counts as completed', async () => {
    const course = getDb().courses.find((c) => c.completedTasks === c.totalTasks)!;
    const details = getDb().courseDetails.find((d) => d.courseId === course.id)!;
    const section = details.content[0]!;
    await call('PATCH', TOPICS, {
      courseId: course.id,
      sectionId: section.id,
      topicIndex: 0,
      isCompleted: false,
    });
    const hidden = (await getJson<CoursesResponse>(`${COURSES}?hideCompleted=true&itemsPerPage=-1`))
      .body.courses;
    expect(hidden.find((c) => c.id === course.id)?.completedTasks).toBe(course.totalTasks - 1);
    expect((await detailsOf(course.id)).content[0]?.status).toBe(
      `${section.topics.length - 1} / ${section.topics.length}`,
    );
  });

  it('ticking a ticked topic again changes nothing', async () => {
    const details = getDb().courseDetails.find((d) => d.content[0]?.topics[0]?.isCompleted)!;
    const before = structuredClone(details);
    const { body } = await call<CourseDetails>('PATCH', TOPICS, {
      courseId: details.courseId,
      sectionId: 'section-1',
      topicIndex: 0,
      isCompleted: true,
    });
    expect(body).toEqual(before);
  });

  it('answers 404 for an unknown course', async () => {
    const { status, body } = await call('PATCH', TOPICS, {
      courseId: 999,
      sectionId: 'section-1',
      topicIndex: 0,
      isCompleted: true,
    });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Course not found' });
  });

  it('refuses a missing or malformed field, an unknown section and a topic past the section', async () => {
    const before = structuredClone(getDb().courseDetails);
    expectFieldErrors(await call('PATCH', TOPICS, {}), [
      'courseId',
      'isCompleted',
      'sectionId',
      'topicIndex',
    ]);
    expectFieldErrors(
      await call('PATCH', TOPICS, {
        courseId: 'one',
        sectionId: 3,
        topicIndex: -1,
        isCompleted: 'yes',
      }),
      ['courseId', 'isCompleted', 'sectionId', 'topicIndex'],
    );
    const base = { courseId: 1, sectionId: 'section-1', topicIndex: 0, isCompleted: true };
    expectFieldErrors(await call('PATCH', TOPICS, { ...base, sectionId: 'section-99' }), [
      'sectionId',
    ]);
    expectFieldErrors(await call('PATCH', TOPICS, { ...base, topicIndex: 50 }), ['topicIndex']);
    expectFieldErrors(await call('PATCH', TOPICS, 'not json'), ['body']);
    expect(getDb().courseDetails).toEqual(before);
  });
});
