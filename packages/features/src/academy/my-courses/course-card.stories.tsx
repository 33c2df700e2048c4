import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { withMaxWidth } from '../../test/story-layout.tsx';
import { courseDetailsHref } from '../routes.ts';
import { CourseCard } from './course-card.tsx';

const course = (index: number) => getDb().courses[index]!;

const meta = {
  title: 'Features/Academy/MyCourses/CourseCard',
  component: CourseCard,
  decorators: [withMaxWidth(360)],
  // A course whose tasks are partly done: Continue.
  args: { course: course(0) },
} satisfies Meta<typeof CourseCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Partly done: the progress and Continue, linking to its details. */
export const InProgress: Story = {
  play: async ({ canvas, args }) => {
    const links = canvas.getAllByRole('link');
    for (const link of links) {
      await expect(link).toHaveAttribute('href', courseDetailsHref(args.course.id));
    }
    await expect(canvas.getByTestId('course-tasks')).toHaveTextContent(
      String(args.course.totalTasks),
    );
  },
};

/** Nothing done yet: Start. */
export const NotStarted: Story = {
  args: { course: { ...course(2), completedTasks: 0 } },
};

/** Every task done: a full bar in the success colour. */
export const Completed: Story = { args: { course: course(3) } };

/** A long title and tutor name wrap inside the card. */
export const LongTitle: Story = {
  args: {
    course: {
      ...course(1),
      courseTitle: 'React Native for Beginners: the complete and thoroughly practical guide',
      user: 'Maria-Fernanda Castellanos de la Vega',
    },
  },
};
