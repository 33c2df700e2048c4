import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { Button, EmptyState, ErrorState, PageHeader, Skeleton, Stack } from '@atrium/ui';

/** Where a status screen (not found, error) puts the way back. */
export type BackPlacement = 'above-title' | 'actions' | 'none';

/** The fields of an RTK Query item query that the frame reads. */
export interface DetailsQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The page's texts: the frame is shared by every feature, so each passes its own namespace's. */
export interface DetailsPageTexts {
  back: string;
  /** Skeleton.Group's accessible label while loading. */
  loading: string;
  notFoundTitle: string;
  notFoundMessage: string;
  /** The page title above the error state (the item's own title is not known yet). */
  errorTitle: string;
  error: string;
}

export interface DetailsHeader {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export interface DetailsPageFrameProps<T> {
  query: DetailsQuery<T>;
  /** False when the URL's id cannot name an item: the not-found state without a request. */
  valid: boolean;
  /** The list the back link returns to. */
  backTo: string;
  texts: DetailsPageTexts;
  notFoundIcon: ReactNode;
  /** `data-testid` of the not-found state (`order-not-found`). */
  notFoundTestId?: string;
  /** Shown inside the loading group; the page's own shape, so the layout does not jump. */
  skeleton: ReactNode;
  /** Where the not-found and error screens put the back link (above the title by default). */
  notFoundBack?: BackPlacement;
  errorBack?: BackPlacement;
  header: (item: T) => DetailsHeader;
  children: (item: T) => ReactNode;
}

/** An id from the route (`:id`) as the positive integer the fake API's items use. */
export function useRouteId(param = 'id'): { raw: string; id: number; valid: boolean } {
  const raw = useParams()[param] ?? '';
  const id = Number(raw);
  return { raw, id, valid: Number.isInteger(id) && id > 0 };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="text" size="sm" startIcon={<IconArrowLeft size={16} />}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

/**
 * A details screen: back link, title and actions over the item, with its loading (skeleton),
 * not-found (404 or an impossible id, with a way back) and error (with retry) states.
 */
export function DetailsPageFrame<T>({
  query,
  valid,
  backTo,
  texts,
  notFoundIcon,
  notFoundTestId,
  skeleton,
  notFoundBack = 'above-title',
  errorBack = 'above-title',
  header,
  children,
}: DetailsPageFrameProps<T>) {
  const back = <BackLink to={backTo} label={texts.back} />;
  // The header stretches its column; the wrapper keeps the link at the start of the line.
  const backAbove = <div>{back}</div>;
  const statusHeader = (title: string, placement: BackPlacement) => (
    <PageHeader
      title={title}
      breadcrumbs={placement === 'above-title' ? backAbove : undefined}
      actions={placement === 'actions' ? back : undefined}
    />
  );

  if (!valid || isNotFound(query.error)) {
    return (
      <Stack gap={6}>
        {statusHeader(texts.notFoundTitle, notFoundBack)}
        <EmptyState
          data-testid={notFoundTestId}
          icon={notFoundIcon}
          title={texts.notFoundTitle}
          description={texts.notFoundMessage}
          action={back}
        />
      </Stack>
    );
  }
  if (query.error) {
    return (
      <Stack gap={6}>
        {statusHeader(texts.errorTitle, errorBack)}
        <ErrorState message={texts.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  if (query.isLoading || query.data === undefined) {
    return <Skeleton.Group label={texts.loading}>{skeleton}</Skeleton.Group>;
  }

  const item = query.data;
  const { title, description, actions } = header(item);
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={backAbove}
        actions={actions}
      />
      {children(item)}
    </Stack>
  );
}
