import { avatarPath } from '../../lib/asset-paths.ts';
import type { CourseDetails, CourseSection } from '../../types/academy.ts';

const SECTIONS: readonly (readonly [string, readonly [string, string][]])[] = [
  [
    'Course Content',
    [
      ['Welcome to this course', '2.4 min'],
      ['Watch before you start', '4.8 min'],
      ['Basic design theory', '5.9 min'],
      ['Basic fundamentals', '3.6 min'],
      ['What is UI/UX', '10.6 min'],
    ],
  ],
  [
    'Web Design for Web Developers',
    [
      ['How to use Pages in Figma', '8:31 min'],
      ['What is typography', '5.9 min'],
      ['Choosing a type scale', '7.2 min'],
      ['Colour in interfaces', '6.1 min'],
    ],
  ],
  [
    'Build Beautiful Websites!',
    [
      ['Section introduction', '3.5 min'],
      ['Hero layouts', '9.4 min'],
      ['Cards and grids', '8.0 min'],
      ['Forms that convert', '11.2 min'],
      ['Responsive images', '6.6 min'],
    ],
  ],
  [
    'Final Project',
    [
      ['Project brief', '4.1 min'],
      ['Submitting your work', '2.9 min'],
      ['Peer review', '5.0 min'],
    ],
  ],
];

/**
 * The single course detail page of README "Records and value sets"; the first sections are partly
 * completed.
 */
export function seedCourseDetails(): CourseDetails {
  const content: CourseSection[] = SECTIONS.map(([title, topics], sectionIndex) => {
    const done = Math.max(0, topics.length - sectionIndex * 2);
    return {
      id: `section-${sectionIndex + 1}`,
      title,
      status: `${Math.min(done, topics.length)} / ${topics.length}`,
      time: `${20 + sectionIndex * 9} min`,
      topics: topics.map(([topic, time], i) => ({ title: topic, time, isCompleted: i < done })),
    };
  });
  return {
    title: 'UI/UX Basic Fundamentals',
    about:
      'Learn how to design clear, usable interfaces, from the first sketch to a tested prototype.',
    instructor: 'Maya Chen',
    instructorAvatar: avatarPath('Maya Chen'),
    instructorPosition: 'Lead Product Designer',
    skillLevel: 'All Levels',
    totalStudents: 38_815,
    language: 'English',
    isCaptions: true,
    length: '1.2 total hours',
    totalLectures: content.reduce((n, s) => n + s.topics.length, 0),
    description: [
      'The material of this course is also covered in my other course about web design and development with HTML5 & CSS3.',
      'In this course you will learn how to design beautiful interfaces that perform at the highest level: the fundamentals of typography, colour, layout and user research, applied to real projects.',
      'Every lecture ends with a short exercise, and the final project brings it all together in a portfolio piece.',
    ],
    content,
  };
}
