import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { AspectRatio, Card, ErrorState, Skeleton, Stack } from '@atrium/ui';
import type { Course } from '@atrium/mocks/types';

import { ListEmptyState } from '../../shared/list-empty-state.tsx';
import { CourseCard } from './course-card.tsx';

/**
 * As many columns as cards of 16rem fit in the card's own width (not the viewport's): one on a
 * phone, three on a desk, whatever sits beside the grid.
 */
const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
  <CardGrid as="div">
    {[1, 2, 3].map((key) => (
      <CourseCardSkeleton key={key} />
    ))}
  </CardGrid>
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
        data-testid="courses-empty"
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
    <CardGrid aria-label={t('myCourses.listLabel')}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </CardGrid>
  );
}
