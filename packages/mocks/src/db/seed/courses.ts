import { avatarPath, courseImagePath } from '../../lib/asset-paths.ts';
import { createRng } from '../../lib/prng.ts';
import type { ThemeColor } from '../../types/common.ts';
import type { Course, CourseTag } from '../../types/academy.ts';

/** title, tag, tutor, Tabler logo, colour, description. 25: the README "Seed" sample size. */
// Data table: one course per line reads as a table.
// prettier-ignore
const COURSES: readonly (readonly [string, CourseTag, string, string, ThemeColor, string])[] = [
  ['Basics of Angular', 'Web', 'Lauren Kim', 'brand-angular', 'error', 'Components, templates and services from a blank project.'],
  ['React Native for Beginners', 'Web', 'Jordan Stevenson', 'brand-react', 'info', 'Build and ship your first cross-platform mobile app.'],
  ['UI/UX Design Fundamentals', 'UI/UX', 'Maya Chen', 'brand-figma', 'primary', 'Research, wireframes and usable interfaces.'],
  ['Intro to Colour Theory', 'Design', 'Paul Okafor', 'palette', 'warning', 'How hue, value and contrast shape a design.'],
  ['The Psychology of Habits', 'Psychology', 'Dr. Helen Park', 'brain', 'success', 'Why habits form and how to change them.'],
  ['Sketching for Everyone', 'Art', 'Ines Duarte', 'pencil', 'secondary', 'Confident lines, shading and perspective.'],
  ['Modern JavaScript', 'Web', 'Lauren Kim', 'brand-javascript', 'warning', 'ES2023 features, modules and async code.'],
  ['Typography That Works', 'Design', 'Maya Chen', 'typography', 'primary', 'Pairing fonts, rhythm and readable layouts.'],
  ['Design Systems at Scale', 'UI/UX', 'Jordan Stevenson', 'components', 'info', 'Tokens, components and governance.'],
  ['Cognitive Biases at Work', 'Psychology', 'Dr. Helen Park', 'bulb', 'success', 'Spot the shortcuts that skew decisions.'],
  ['Watercolour Landscapes', 'Art', 'Ines Duarte', 'brush', 'secondary', 'Washes, layering and light in the open air.'],
  ['TypeScript in Depth', 'Web', 'Samuel Reyes', 'brand-typescript', 'info', 'Generics, narrowing and type-safe APIs.'],
  ['Accessible Interfaces', 'UI/UX', 'Maya Chen', 'accessible', 'primary', 'WCAG in practice: keyboard, contrast, screen readers.'],
  ['Logo Design Masterclass', 'Design', 'Paul Okafor', 'vector-bezier', 'warning', 'From brief to a memorable mark.'],
  ['Motivation and Learning', 'Psychology', 'Dr. Helen Park', 'flame', 'success', 'The science of staying curious.'],
  ['Portrait Drawing', 'Art', 'Ines Duarte', 'user-circle', 'secondary', 'Proportions, features and expression.'],
  ['Vue.js Essentials', 'Web', 'Samuel Reyes', 'brand-vue', 'success', 'Reactivity, components and routing.'],
  ['Prototyping with Figma', 'UI/UX', 'Jordan Stevenson', 'brand-figma', 'primary', 'Interactive flows your team can test.'],
  ['Layout and Grids', 'Design', 'Paul Okafor', 'layout-grid', 'warning', 'Structure pages with columns and whitespace.'],
  ['Stress and Resilience', 'Psychology', 'Dr. Helen Park', 'heart-rate-monitor', 'success', 'Tools to recover and adapt under pressure.'],
  ['Digital Painting', 'Art', 'Ines Duarte', 'palette', 'secondary', 'Brushes, layers and colour in Procreate.'],
  ['Node.js APIs', 'Web', 'Samuel Reyes', 'brand-nodejs', 'success', 'REST services with validation and tests.'],
  ['User Research Methods', 'UI/UX', 'Maya Chen', 'user-search', 'primary', 'Interviews, surveys and usability tests.'],
  ['Motion Design Basics', 'Design', 'Paul Okafor', 'movie', 'warning', 'Timing, easing and meaningful transitions.'],
  ['Art History Highlights', 'Art', 'Ines Duarte', 'building-bank', 'secondary', 'Five centuries of art in twelve lessons.'],
];

export function seedCourses(count = COURSES.length): Course[] {
  const rng = createRng('courses');
  return Array.from({ length: count }, (_, index) => {
    const [courseTitle, tags, user, logo, color, desc] =
      COURSES[index % COURSES.length] ?? COURSES[0]!;
    const totalTasks = rng.int(10, 40);
    // Every fourth course is finished, so hideCompleted has something to hide.
    const completedTasks = index % 4 === 3 ? totalTasks : rng.int(0, totalTasks - 1);
    const hours = rng.int(3, 30);
    return {
      id: index + 1,
      user,
      image: courseImagePath(courseTitle),
      tutorImg: avatarPath(user),
      completedTasks,
      totalTasks,
      userCount: rng.int(20, 2_000),
      note: rng.int(0, 40),
      view: rng.int(50, 4_000),
      time: `${hours}h ${rng.int(0, 59)}m`,
      logo,
      color,
      courseTitle,
      desc,
      tags,
      rating: rng.float(3.5, 5, 1),
      ratingCount: rng.int(12, 1_800),
    };
  });
}
