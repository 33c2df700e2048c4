import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AspectRatio, Card, ErrorState, Grid, Skeleton, Stack } from '@atrium/ui';
import type { Course } from '@atrium/mocks/types';

import { ListEmptyState } from '../../shared/list-empty-state.tsx';
import { CourseCard } from './course-card.tsx';

/** The grid's columns: one on a phone, two on a tablet, three on a desk. */
const COLUMNS = { xs: 1, sm: 2, lg: 3 } as const;

/** A card's shape, box for box, while the courses load. */
function CourseCardSkeleton() {
  return (
    <Card variant="outlined" fullHeight>
      <Card.Content>
        <Stack gap={3}>
          <AspectRatio />
          <Skeleton width="40%" height={24} />
          <Skeleton variant="text" lines={2} />
          <Skeleton width="60%" />
          <Skeleton height={8} />
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** Module-level: the grid renders again when the request starts and lands, the skeleton does not. */
const skeletons = (
  <Grid columns={COLUMNS} gap={6}>
    {[1, 2, 3].map((key) => (
      <CourseCardSkeleton key={key} />
    ))}
  </Grid>
);

export interface CourseGridProps {
  courses: readonly Course[];
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  empty: { filtered: boolean; onClearFilters: () => void };
}

/** The courses of the page as cards, or their loading, error and (filtered) empty states. */
export function CourseGrid({ courses, loading, error, onRetry, empty }: CourseGridProps) {
  const { t } = useTranslation('academy');
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (loading) return <Skeleton.Group label={t('myCourses.loading')}>{skeletons}</Skeleton.Group>;
  if (courses.length === 0) {
    return (
      <ListEmptyState
        {...empty}
        icon={<IconSchool />}
        title={t(empty.filtered ? 'myCourses.empty.filteredTitle' : 'myCourses.empty.title')}
        description={t(
          empty.filtered ? 'myCourses.empty.filteredDescription' : 'myCourses.empty.description',
        )}
        clearLabel={t('myCourses.empty.clear')}
        clearButton={{ 'data-testid': 'clear-filters' }}
      />
    );
  }
  return (
    <Grid as="ul" columns={COLUMNS} gap={6} aria-label={t('myCourses.listLabel')}>
      {courses.map((course) => (
        <Grid.Item as="li" key={course.id}>
          <CourseCard course={course} />
        </Grid.Item>
      ))}
    </Grid>
  );
}
