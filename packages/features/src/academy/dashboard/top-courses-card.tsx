import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonGroup, List, Stack, Typography, VisuallyHidden } from '@atrium/ui';
import type { AcademyTopCourse, AcademyTopCourses } from '@atrium/mocks/types';

import { useGetAcademyTopCoursesQuery } from '../api/academy-dashboard.ts';
import { DashboardCard, ListSkeleton } from '../../shared/dashboard/index.ts';
import { CourseLogo } from './course-logo.tsx';
import { useDashboardCard, type AcademyFormat } from './use-dashboard-card.ts';

const rankings = ['byViews', 'byRating'] as const;
type Ranking = (typeof rankings)[number];

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The five most viewed courses, or the five best rated: one answer holds both rankings. */
export function TopCoursesCard() {
  const { t, format, card } = useDashboardCard('topCourses', useGetAcademyTopCoursesQuery());
  const [ranking, setRanking] = useState<Ranking>('byViews');
  return (
    <DashboardCard
      {...card}
      skeleton={skeleton}
      action={() => (
        <ButtonGroup.Toggle
          type="single"
          size="sm"
          value={ranking}
          // Radix answers '' when the pressed item is pressed again: keep one ranking shown.
          onValueChange={(next: string) => {
            if (next) setRanking(next as Ranking);
          }}
          aria-label={t('dashboard.topCourses.rankBy')}
          data-testid="academy-top-courses-ranking"
        >
          {rankings.map((r) => (
            <ButtonGroup.ToggleItem key={r} value={r}>
              {t(`dashboard.topCourses.${r}`)}
            </ButtonGroup.ToggleItem>
          ))}
        </ButtonGroup.Toggle>
      )}
    >
      {(top: AcademyTopCourses) =>
        top[ranking].length === 0 ? (
          <Typography color="secondary" data-testid="academy-card-empty">
            {t('dashboard.topCourses.empty')}
          </Typography>
        ) : (
          <List flush data-ranking={ranking} data-testid="academy-top-courses-list">
            {top[ranking].map((course) => (
              <TopCourseLine key={course.id} course={course} ranking={ranking} format={format} />
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}

function TopCourseLine({
  course,
  ranking,
  format,
}: {
  course: AcademyTopCourse;
  ranking: Ranking;
  format: AcademyFormat;
}) {
  const { t } = useTranslation('academy');
  return (
    <List.Item
      start={<CourseLogo course={course} />}
      secondary={<bdi>{course.user}</bdi>}
      action={
        ranking === 'byViews' ? (
          <Typography variant="body2" weight="semibold" nowrap>
            {t('dashboard.topCourses.views', { count: course.view })}
          </Typography>
        ) : (
          <Stack gap={0} align="end">
            <Stack direction="row" gap={1} align="center">
              <Typography as="span" color="warning">
                <IconStarFilled size={14} aria-hidden />
              </Typography>
              <Typography variant="body2" weight="semibold" nowrap>
                <span aria-hidden>{format.number(course.rating)}</span>
                <VisuallyHidden>
                  {t('dashboard.topCourses.rating', { value: format.number(course.rating) })}
                </VisuallyHidden>
              </Typography>
            </Stack>
            <Typography variant="caption" color="secondary" nowrap>
              {t('dashboard.topCourses.ratings', { count: course.ratingCount })}
            </Typography>
          </Stack>
        )
      }
      data-testid="academy-top-course"
    >
      {course.courseTitle}
    </List.Item>
  );
}
