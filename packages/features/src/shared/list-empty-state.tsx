import type { ReactNode } from 'react';

import { Button, EmptyState, type EmptyStateProps } from '@atrium/ui';

export interface ListEmptyStateProps extends Omit<EmptyStateProps, 'action'> {
  /** Whether search or a filter is set (`useListPage`'s `empty`). */
  filtered: boolean;
  onClearFilters: () => void;
  /** The clear-filters button's text. */
  clearLabel: string;
  /** The way out when nothing is filtered (e.g. "Add category"). */
  action?: ReactNode;
  /** The clear-filters button's size and test id. */
  clearButton?: { size?: 'sm'; 'data-testid'?: string };
}

/** A list's empty state: when it is empty because of search or filters, a way to clear them. */
export function ListEmptyState({
  filtered,
  onClearFilters,
  clearLabel,
  action,
  clearButton,
  ...props
}: ListEmptyStateProps) {
  return (
    <EmptyState
      {...props}
      action={
        filtered ? (
          <Button variant="tonal" onClick={onClearFilters} {...clearButton}>
            {clearLabel}
          </Button>
        ) : (
          action
        )
      }
    />
  );
}
