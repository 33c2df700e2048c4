import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, EmptyState, Grid, Skeleton } from '@atrium/ui';

import { QueryState } from '../../shared/index.ts';

/** What a tab needs of its RTK Query hook. */
export interface TabQueryResult<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One tab's data: its skeleton while the first answer is on the way, the error with retry, or
 * `children(data)`. A refetch after a save keeps the drawn data in place.
 */
export function TabQuery<T>({
  query,
  skeleton,
  children,
}: {
  query: TabQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <QueryState
      query={query}
      errorText={t('profile.error')}
      retryLabel={t('common.retry')}
      placeholder={<Skeleton.Group label={t('profile.loading')}>{skeleton}</Skeleton.Group>}
    >
      {children}
    </QueryState>
  );
}

/** Placeholders the shape of the card tabs: two rows of cards. */
export const cardGridSkeleton = (
  <Grid columns={{ xs: 1, md: 2, lg: 3 }} gap={6}>
    {[1, 2, 3].map((n) => (
      <Skeleton key={n} variant="rounded" height={280} />
    ))}
  </Grid>
);

/**
 * A card tab with nothing in it (no team, no project): the kit's empty state in a card, where the
 * grid of cards would be, so the tab never shows a bare list.
 */
export function EmptyTab({
  icon,
  title,
  description,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <Card.Content>
        <EmptyState headingLevel={2} icon={icon} title={title} description={description} />
      </Card.Content>
    </Card>
  );
}
