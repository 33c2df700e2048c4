import type { ThemeColor } from './common.ts';

export type CourseTag = 'Web' | 'Design' | 'Psychology' | 'UI/UX' | 'Art';

export interface Course {
  id: number;
  /** Tutor name. */
  user: string;
  image: string;
  tutorImg: string;
  completedTasks: number;
  totalTasks: number;
  userCount: number;
  note: number;
  view: number;
  /** Total length, e.g. `17h 34m`. */
  time: string;
  /** Tabler icon name of the course's technology. */
  logo: string;
  color: ThemeColor;
  courseTitle: string;
  desc: string;
  tags: CourseTag;
  rating: number;
  ratingCount: number;
}

/** GET /api/apps/academy/courses. */
export interface CoursesResponse {
  /** The page. */
  courses: Course[];
  /** Every course that passed the filters (README "Decisions where the contract is silent", Courses). */
  totalCourse: Course[];
  /** How many passed the filters. */
  total: number;
}

export interface CourseTopic {
  title: string;
  time: string;
  isCompleted: boolean;
}

export interface CourseSection {
  id: string;
  title: string;
  /** Completed over total topics, e.g. `2 / 5`. */
  status: string;
  time: string;
  topics: CourseTopic[];
}

export interface CourseDetails {
  /** Extension: the course these details belong to (README "Academy (extension)"). */
  courseId: number;
  title: string;
  about: string;
  instructor: string;
  instructorAvatar: string;
  instructorPosition: string;
  skillLevel: string;
  totalStudents: number;
  language: string;
  isCaptions: boolean;
  length: string;
  totalLectures: number;
  description: string[];
  content: CourseSection[];
  /** Extension: the lesson player's still picture, an SVG of the fake API's assets. */
  poster: string;
  /** Extension: the lesson's WebVTT captions (one cue per topic), served by the fake API. */
  captions: string;
  /** Extension: the lesson's video file; no video is shipped, so always null. */
  video: string | null;
}

/** Extension: PATCH /api/apps/academy/course-details/topics, one topic ticked or unticked. */
export interface CourseTopicUpdate {
  courseId: number;
  sectionId: string;
  /** The topic's position in its section, from 0. */
  topicIndex: number;
  isCompleted: boolean;
}
