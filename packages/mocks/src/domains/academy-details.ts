import { parseId } from '../lib/ids.ts';
import { BODY_NOT_OBJECT, invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type { Course, CourseDetails } from '../types/academy.ts';
import { sectionStatus } from '../values/academy.ts';

export const COURSE_NOT_FOUND = 'Course not found';

/** Where a course's captions are served (an academy call, so it loads with the domain). */
export const captionsPath = (courseId: number): string =>
  `/api/apps/academy/captions/${courseId}.vtt`;

/**
 * GET /api/apps/academy/course-details: the course `courseId` names, or the first course's
 * without one (the contract's call, which names none). A `courseId` that is no course's is a 404.
 */
export function findCourseDetails(
  details: readonly CourseDetails[],
  rawCourseId: string | null,
): Outcome<CourseDetails> {
  const wanted = rawCourseId === null || rawCourseId.trim() === '' ? undefined : rawCourseId;
  const found =
    wanted === undefined ? details[0] : details.find((item) => item.courseId === parseId(wanted));
  return found ? success(found) : notFound(COURSE_NOT_FOUND);
}

/**
 * PATCH /api/apps/academy/course-details/topics: ticks or unticks one topic, then recomputes its
 * section's status and the course's `completedTasks` (the ticked topics of all its sections), so
 * the list and the details tell the same progress. Answers the course's details.
 */
export function updateCourseTopic(
  details: CourseDetails[],
  courses: Course[],
  body: unknown,
): Outcome<CourseDetails> {
  if (!isRecord(body)) return invalid({ body: [BODY_NOT_OBJECT] });
  const reader = new BodyReader(body);
  const courseId = reader.number('courseId', { integer: true, min: 1 });
  const sectionId = reader.string('sectionId', { max: 40 });
  const topicIndex = reader.number('topicIndex', { integer: true, min: 0 });
  const isCompleted = reader.boolean('isCompleted');
  if (!reader.ok) return invalid(reader.errors);
  const index = details.findIndex((item) => item.courseId === courseId);
  const course = courses.find((item) => item.id === courseId);
  const current = details[index];
  if (!current || !course) return notFound(COURSE_NOT_FOUND);
  const section = current.content.find((item) => item.id === sectionId);
  if (!section) return invalid({ sectionId: ['sectionId is not a section of this course.'] });
  if (topicIndex === undefined || topicIndex >= section.topics.length)
    return invalid({ topicIndex: ['topicIndex is not a topic of this section.'] });

  const topics = section.topics.map((topic, i) =>
    i === topicIndex ? { ...topic, isCompleted: isCompleted === true } : topic,
  );
  const updated: CourseDetails = {
    ...current,
    content: current.content.map((item) =>
      item === section ? { ...item, topics, status: sectionStatus(topics) } : item,
    ),
  };
  details[index] = updated;
  course.completedTasks = completedTopics(updated);
  return success(updated);
}

/** How many topics of the course are ticked: its `completedTasks`. */
export const completedTopics = (details: CourseDetails): number =>
  details.content.reduce(
    (count, section) => count + section.topics.filter((topic) => topic.isCompleted).length,
    0,
  );

/** `00:02:24.000`: a WebVTT cue time. */
function cueTime(totalSeconds: number): string {
  const whole = Math.round(totalSeconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(whole % 1000, 3)}`;
}

/**
 * The lesson's captions as WebVTT: one cue per topic, in order, each as long as the topic, saying
 * the section and the topic's title.
 */
export function captionsOf(details: CourseDetails): string {
  let start = 0;
  const cues: string[] = [];
  for (const section of details.content) {
    for (const topic of section.topics) {
      const end = start + Number.parseFloat(topic.time) * 60;
      cues.push(
        `${cues.length + 1}\n${cueTime(start)} --> ${cueTime(end)}\n${section.title}: ${topic.title}`,
      );
      start = end;
    }
  }
  return `WEBVTT - ${details.title}\n\n${cues.join('\n\n')}\n`;
}
