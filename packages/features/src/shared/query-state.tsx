import type { ReactNode } from 'react';

import { ErrorState } from '@atrium/ui';

/** The parts of an RTK Query result a block of a screen waits on. */
export interface QueryStateResult<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A block fed by one query: `children(data)` once it has data (a refetch keeps it drawn), the
 * error with a retry when the call failed, else its placeholders.
 */
export function QueryState<T>({
  query,
  placeholder,
  errorText,
  retryLabel,
  size,
  children,
}: {
  query: QueryStateResult<T>;
  placeholder: ReactNode;
  errorText: string;
  retryLabel: string;
  /** The error's size: `sm` inside a card or a dialog. */
  size?: 'sm';
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <ErrorState
        {...(size ? { size } : {})}
        message={errorText}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
        retrying={query.isFetching}
      />
    );
  return placeholder;
}
