import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';

import { Box, Card, ErrorState, Skeleton, Stack } from '@atrium/ui';

import { DashboardTextsContext, type DashboardTexts } from './dashboard-texts.ts';

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
  /**
   * Placeholders shaped like this card's content: a module-level element, so the renders of the
   * card while it loads (the request starting, the data landing) skip them.
   */
  skeleton: ReactNode;
  /**
   * A card of the first row (above the fold on a phone): its content is drawn as soon as its data
   * lands, not in a transition, so its text and picture paint first.
   */
  firstRow?: boolean;
  /** Stable hook for stories and tests (the text changes with the language). */
  testId: string;
  /** The kit's words in the feature's language (its card hook gives them). */
  texts: DashboardTexts;
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
  firstRow = false,
  testId,
  texts,
  children,
}: DashboardCardProps<T>) {
  const titleId = useId();
  const { isLoading, isFetching, isError, refetch } = query;
  // A response lands as a synchronous store update, and drawing every card that got its data at
  // once blocked a phone for most of a second. The content is drawn from a deferred copy instead:
  // React draws it in a transition, in slices the browser can paint and take input between, while
  // the urgent render only keeps the skeleton. A first-row card has nothing to defer (a hook cannot
  // be skipped, so it defers a constant) and draws its data at once.
  const deferred = useDeferredValue(firstRow ? undefined : query.data);
  const data = firstRow ? query.data : deferred;
  const loadingLabel = texts.loading(title);
  const loading = useMemo(
    () => <Skeleton.Group label={loadingLabel}>{skeleton}</Skeleton.Group>,
    [loadingLabel, skeleton],
  );
  let body: ReactNode;
  if (isError && !isFetching) {
    body = (
      <ErrorState
        title={texts.errorTitle}
        message={texts.errorMessage(title)}
        retryLabel={texts.retry}
        onRetry={() => void refetch()}
      />
    );
  } else if (isLoading || (isError && isFetching) || data === undefined) {
    body = loading;
  } else {
    body = children(data);
  }
  // While the card loads, its renders (the request starting, the data landing) leave the header
  // as it is; with an action it follows the data.
  const plainHeader = useMemo(
    () => <Card.Header title={title} titleId={titleId} subtitle={subtitle} />,
    [title, titleId, subtitle],
  );
  const header =
    data !== undefined && !isError && action ? (
      <Card.Header
        title={title}
        titleId={titleId}
        subtitle={subtitle}
        action={
          // The header's action slot is tuned for icon buttons (negative margins); text needs room.
          <Box paddingInlineEnd={2} paddingBlockStart={1}>
            {action(data)}
          </Box>
        }
      />
    ) : (
      plainHeader
    );
  return (
    <Card as="section" aria-labelledby={titleId} data-testid={testId} fullHeight>
      {header}
      <Card.Content as={Stack} gap={4}>
        <DashboardTextsContext.Provider value={texts}>{body}</DashboardTextsContext.Provider>
      </Card.Content>
    </Card>
  );
}
