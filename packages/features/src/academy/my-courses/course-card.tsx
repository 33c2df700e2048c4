import { IconClock, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import {
  AspectRatio,
  Button,
  Card,
  Progress,
  Stack,
  TextLink,
  Typography,
  VisuallyHidden,
} from '@atrium/ui';
import type { Course } from '@atrium/mocks/types';

import { useFormat } from '../../shared/format.ts';
import { TonalChip } from '../../shared/tonal-chip.tsx';
import { TAG_LOOK } from '../course-tags.ts';
import { courseDetailsHref } from '../routes.ts';

const Star = styled(IconStarFilled)`
  color: ${({ theme }) => theme.color.warning.main};
`;

export interface CourseCardProps {
  course: Course;
}

/** One course of the grid: picture, tag, rating, title, tutor, length, progress and the way in. */
export function CourseCard({ course }: CourseCardProps) {
  const { t } = useTranslation('academy');
  const format = useFormat();
  const titleId = useId();
  const to = courseDetailsHref(course.id);
  const tag = TAG_LOOK[course.tags];
  const done = course.completedTasks;
  const progress = course.totalTasks === 0 ? 0 : (done / course.totalTasks) * 100;
  return (
    <Card as="article" variant="outlined" fullHeight data-testid={`course-${course.id}`}>
      <Card.Content>
        <Stack gap={3}>
          <AspectRatio>
            <img src={course.image} alt="" />
          </AspectRatio>
          <Stack direction="row" justify="between" align="center" gap={2} wrap>
            <TonalChip color={tag.color} label={t(tag.key)} />
            <Stack direction="row" align="center" gap={1}>
              <Typography variant="body2" weight="medium">
                <span aria-hidden>{format.number(course.rating)}</span>
                <VisuallyHidden>
                  {t('myCourses.card.rating', { rating: format.number(course.rating) })}
                </VisuallyHidden>
              </Typography>
              <Star size={16} aria-hidden />
              <Typography variant="body2" color="secondary">
                {t('myCourses.card.ratingCount', { count: format.number(course.ratingCount) })}
              </Typography>
            </Stack>
          </Stack>
          <Typography variant="h6" as="h3" maxLines={2}>
            <TextLink as={Link} to={to} id={titleId}>
              {course.courseTitle}
            </TextLink>
          </Typography>
          <Typography variant="body2" color="secondary">
            {t('myCourses.card.tutor', { name: course.user })}
          </Typography>
          <Stack direction="row" align="center" gap={1}>
            <IconClock size={18} aria-hidden />
            <Typography variant="body2">
              {t('myCourses.card.length', { time: course.time })}
            </Typography>
          </Stack>
          <Progress
            value={progress}
            aria-label={t('myCourses.card.progress', { title: course.courseTitle })}
            color={done === course.totalTasks ? 'success' : 'primary'}
          />
          <Typography variant="body2" color="secondary" data-testid="course-tasks">
            {t('myCourses.card.tasks', {
              done: format.number(done),
              total: format.number(course.totalTasks),
            })}
          </Typography>
        </Stack>
      </Card.Content>
      <Card.Actions>
        <Button asChild variant={done === 0 ? 'contained' : 'tonal'} size="sm">
          {/* Every card has its Start or Continue: the course's title tells them apart. */}
          <Link to={to} aria-describedby={titleId}>
            {t(done === 0 ? 'myCourses.card.start' : 'myCourses.card.continue')}
          </Link>
        </Button>
      </Card.Actions>
    </Card>
  );
}
