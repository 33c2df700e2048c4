import type { TFunction } from 'i18next';

import type { Course } from '@atrium/mocks/types';
import { Avatar, createDataTableColumns, Progress, Stack, Typography } from '@atrium/ui';

import { TonalChip, useColumns, type Formatters } from '../../shared/index.ts';
import { CourseLogo } from './course-logo.tsx';
import { tagColor } from './course-looks.ts';

const column = createDataTableColumns<Course>();

/** Completed over total tasks, 0 for a course without tasks (the API's `progress` sort key). */
const progressOf = (course: Course) =>
  course.totalTasks === 0 ? 0 : course.completedTasks / course.totalTasks;

/** The courses table's columns; `courseName` and `progress` are the API's sort keys (SPEC §7). */
const courseColumns = (t: TFunction<'academy'>, format: Formatters) => [
  column.accessor('courseTitle', {
    id: 'courseName',
    header: t('dashboard.courses.columns.courseName'),
    cell: ({ row }) => {
      const course = row.original;
      return (
        <Stack direction="row" gap={3} align="center">
          <CourseLogo course={course} />
          <Stack gap={1} align="start">
            <Typography variant="body2" weight="semibold" data-testid="academy-course-title">
              {course.courseTitle}
            </Typography>
            <TonalChip color={tagColor[course.tags]} label={t(`dashboard.tags.${course.tags}`)} />
          </Stack>
        </Stack>
      );
    },
  }),
  column.accessor('user', {
    id: 'tutor',
    header: t('dashboard.courses.columns.tutor'),
    enableSorting: false,
    cell: ({ row }) => (
      <Stack direction="row" gap={2} align="center">
        <Avatar src={row.original.tutorImg} name={row.original.user} size="sm" alt="" />
        <Typography as="bdi" variant="body2" nowrap>
          {row.original.user}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor(progressOf, {
    id: 'progress',
    header: t('dashboard.courses.columns.progress'),
    cell: ({ row, getValue }) => (
      <Stack gap={1} minInlineSize={120}>
        <Progress
          value={Math.round(getValue() * 100)}
          size="sm"
          aria-label={t('dashboard.courses.progressLabel', {
            course: row.original.courseTitle,
            value: format.percent(getValue()),
          })}
        />
        <Typography variant="caption" color="secondary" data-testid="academy-course-progress">
          {t('dashboard.courses.progress', {
            done: format.number(row.original.completedTasks),
            total: format.number(row.original.totalTasks),
          })}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor('time', {
    id: 'time',
    header: t('dashboard.courses.columns.time'),
    enableSorting: false,
    cell: ({ getValue }) => (
      <Typography as="bdi" variant="body2" nowrap>
        {getValue()}
      </Typography>
    ),
  }),
];

export const useCourseColumns = () => useColumns('academy', courseColumns);
