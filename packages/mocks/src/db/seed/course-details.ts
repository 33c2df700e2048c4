import { avatarPath, posterPath } from '../../lib/asset-paths.ts';
import { createRng, type Rng } from '../../lib/prng.ts';
import type {
  Course,
  CourseDetails,
  CourseSection,
  CourseTag,
  CourseTopic,
} from '../../types/academy.ts';
import { captionsPath } from '../../domains/academy-details.ts';
import { SKILL_LEVELS, sectionStatus } from '../../values/academy.ts';

/**
 * Ten section themes per tag, after the introduction; a long course (up to 40 topics in sections
 * of 3 to 6) goes on with numbered practice rounds. The first section of every course is its introduction.
 */
const THEMES: Record<CourseTag, readonly string[]> = {
  Web: [
    'Project setup',
    'Core concepts',
    'Components',
    'State and data',
    'Routing',
    'Forms',
    'Testing',
    'Performance',
    'Deployment',
    'Final project',
  ],
  Design: [
    'Visual basics',
    'Colour',
    'Typography',
    'Composition',
    'Grids',
    'Imagery',
    'Brand identity',
    'Critique',
    'Presenting work',
    'Final project',
  ],
  Psychology: [
    'Foundations',
    'The brain',
    'Memory',
    'Emotion',
    'Motivation',
    'Social influence',
    'Decision making',
    'Research methods',
    'Everyday practice',
    'Final reflection',
  ],
  'UI/UX': [
    'User research',
    'Personas',
    'Information architecture',
    'Wireframes',
    'Visual design',
    'Prototyping',
    'Usability testing',
    'Accessibility',
    'Handoff',
    'Final project',
  ],
  Art: [
    'Materials',
    'Line',
    'Shape and form',
    'Light and shadow',
    'Colour mixing',
    'Texture',
    'Composition',
    'Studies from life',
    'Finding your style',
    'Final piece',
  ],
};

/** The introduction's topics (a section has at most six); the other sections follow `TOPIC_PATTERNS`. */
const WELCOME = [
  'Welcome to this course',
  'Watch before you start',
  'How this course works',
  'Setting your goals',
  'Tools you will need',
  'Meet your classmates',
] as const;
const TOPIC_PATTERNS: readonly ((theme: string) => string)[] = [
  (theme) => `Introduction to ${theme}`,
  (theme) => `${theme}: key ideas`,
  (theme) => `${theme} step by step`,
  (theme) => `Common mistakes in ${theme}`,
  (theme) => `Hands-on: ${theme}`,
  (theme) => `${theme} review`,
];

/** What each tutor does, for the instructor card. */
const POSITIONS: Record<string, string> = {
  'Lauren Kim': 'Senior Front-end Engineer',
  'Jordan Stevenson': 'Mobile and Design Systems Lead',
  'Maya Chen': 'Lead Product Designer',
  'Paul Okafor': 'Art Director',
  'Dr. Helen Park': 'Behavioural Psychologist',
  'Ines Duarte': 'Illustrator and Painter',
  'Samuel Reyes': 'Staff Software Engineer',
};

/** `17h 34m` → 1054 minutes. */
const minutesOf = (time: string): number => {
  const match = /^(\d+)h (\d+)m$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 60;
};

/** Section sizes of 3 to 6 topics that add up to `total` (a course has at least 10 topics). */
function sectionSizes(total: number, rng: Rng): number[] {
  const sizes: number[] = [];
  let left = total;
  while (left > 0) {
    // Never leave fewer than 3 for the last section: take all of a rest of 6 or less.
    const size = left <= 6 ? left : Math.min(rng.int(3, 6), left - 3);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

function topicTitle(theme: string, sectionIndex: number, topicIndex: number): string {
  if (sectionIndex === 0 && topicIndex < WELCOME.length) return WELCOME[topicIndex] ?? theme;
  const pattern = TOPIC_PATTERNS[topicIndex % TOPIC_PATTERNS.length] ?? TOPIC_PATTERNS[0]!;
  const title = pattern(lowerFirst(theme));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * The course's sections: `totalTasks` topics, the first `completedTasks` of them ticked, the
 * course's length shared among them (to a tenth of a minute).
 */
function sectionsOf(course: Course, rng: Rng): CourseSection[] {
  const sizes = sectionSizes(course.totalTasks, rng);
  const weights = sizes.map((size) => Array.from({ length: size }, () => rng.int(2, 12)));
  const weightSum = weights.flat().reduce((a, b) => a + b, 0);
  const totalMinutes = minutesOf(course.time);
  const themes = THEMES[course.tags];
  let position = 0;
  return sizes.map((size, sectionIndex) => {
    const theme =
      sectionIndex === 0
        ? 'Course Content'
        : (themes[sectionIndex - 1] ?? `Practice round ${sectionIndex - themes.length}`);
    const topics: CourseTopic[] = Array.from({ length: size }, (_, topicIndex) => {
      const minutes = (totalMinutes * (weights[sectionIndex]?.[topicIndex] ?? 1)) / weightSum;
      const isCompleted = position < course.completedTasks;
      position += 1;
      return {
        title: topicTitle(theme, sectionIndex, topicIndex),
        time: `${Math.max(0.1, minutes).toFixed(1)} min`,
        isCompleted,
      };
    });
    const section = { id: `section-${sectionIndex + 1}`, title: theme, topics };
    return { ...section, status: sectionStatus(section.topics), time: '' };
  });
}

/** A section's length: its topics' minutes added up, whole. */
const sectionTime = (topics: readonly CourseTopic[]): string =>
  `${Math.round(topics.reduce((sum, topic) => sum + Number.parseFloat(topic.time), 0))} min`;

/**
 * One course's details, derived from its list record (README "Academy (extension)"): its title,
 * tutor and figures, `totalTasks` topics of which the first `completedTasks` are done.
 */
export function seedDetailsOf(course: Course): CourseDetails {
  const rng = createRng(`course-details-${course.id}`);
  const content = sectionsOf(course, rng).map((section) => ({
    ...section,
    time: sectionTime(section.topics),
  }));
  const tag = course.tags.toLowerCase();
  return {
    courseId: course.id,
    title: course.courseTitle,
    about: `${course.desc} A ${tag} course by ${course.user}, in ${content.length} sections you can take at your own pace.`,
    instructor: course.user,
    instructorAvatar: avatarPath(course.user),
    instructorPosition: POSITIONS[course.user] ?? 'Instructor',
    skillLevel: rng.pick(SKILL_LEVELS),
    totalStudents: course.userCount,
    language: 'English',
    isCaptions: true,
    length: course.time,
    totalLectures: course.totalTasks,
    description: [
      course.desc,
      `${course.courseTitle} starts from the basics and builds up, section by section: ${content
        .slice(1, 4)
        .map((section) => lowerFirst(section.title))
        .join(', ')} and more.`,
      'Every lecture ends with a short exercise, and the final section brings it all together in a piece for your portfolio.',
    ],
    content,
    poster: posterPath(course.courseTitle),
    captions: captionsPath(course.id),
    video: null,
  };
}

/** Every course's details, in the courses' order. */
export const seedCourseDetails = (courses: readonly Course[]): CourseDetails[] =>
  courses.map(seedDetailsOf);
