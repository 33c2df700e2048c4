import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Card, ErrorState, Skeleton, Stack } from '@atrium/ui';

/** What a card needs from its RTK Query hook. */
export interface CardQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DashboardCardProps<T> {
  /** Card heading (an h2 under the page's h1). */
  title: string;
  /** A line under the title, such as the period the figures cover. */
  subtitle?: ReactNode;
  /** Controls at the end of the header; shown only once the data is there. */
  action?: (data: T) => ReactNode;
  /** The card's own query: each card loads, fails and retries on its own. */
  query: CardQuery<T>;
  /** Placeholders shaped like this card's content. */
  skeleton: ReactNode;
  /** Stable hook for stories and tests (the text changes with the language). */
  testId: string;
  children: (data: T) => ReactNode;
}

/**
 * The frame every dashboard card shares: a labelled section with its header, then the card's
 * skeleton, an error with Retry, or its content. A failing card never takes the page down.
 */
export function DashboardCard<T>({
  title,
  subtitle,
  action,
  query,
  skeleton,
  testId,
  children,
}: DashboardCardProps<T>) {
  const { t } = useTranslation('ecommerce');
  const titleId = useId();
  const { isLoading, isFetching, isError, refetch } = query;
  // A response lands as a synchronous store update, and drawing every card that got its data at
  // once blocked a phone for most of a second. The content is drawn from a deferred copy instead:
  // React draws it in a transition, in slices the browser can paint and take input between.
  const data = useDeferredValue(query.data);
  let body: ReactNode;
  if (isError && !isFetching) {
    body = (
      <ErrorState
        title={t('dashboard.error.title')}
        message={t('dashboard.error.message', { card: title })}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (isLoading || (isError && isFetching) || data === undefined) {
    body = (
      <Skeleton.Group label={t('dashboard.loading', { card: title })}>{skeleton}</Skeleton.Group>
    );
  } else {
    body = children(data);
  }
  return (
    <Card as="section" aria-labelledby={titleId} data-testid={testId} fullHeight>
      <Card.Header
        title={title}
        titleId={titleId}
        subtitle={subtitle}
        action={
          data !== undefined && !isError && action ? (
            // The header's action slot is tuned for icon buttons (negative margins); text needs room.
            <Box paddingInlineEnd={2} paddingBlockStart={1}>
              {action(data)}
            </Box>
          ) : undefined
        }
      />
      <Card.Content as={Stack} gap={4}>
        {body}
      </Card.Content>
    </Card>
  );
}
