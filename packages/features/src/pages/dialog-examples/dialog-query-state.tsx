import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, Skeleton, Stack } from '@atrium/ui';

import { QueryState, type QueryStateResult } from '../../shared/index.ts';

/** The parts of an RTK Query result a dialog's body waits on. */
export type DialogQuery<T> = QueryStateResult<T>;

/**
 * What a dialog shows before its form can: `rows` placeholder rows while the data loads, the error
 * with a retry when it failed, else the form drawn from the data.
 */
export function DialogQueryState<T>({
  query,
  errorText,
  rows,
  children,
}: {
  query: DialogQuery<T>;
  errorText: string;
  rows: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <QueryState
      query={query}
      size="sm"
      errorText={errorText}
      retryLabel={t('dialogs.retry')}
      placeholder={
        <Skeleton.Group data-testid="dialog-loading">
          <Stack gap={3}>
            {Array.from({ length: rows }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        </Skeleton.Group>
      }
    >
      {children}
    </QueryState>
  );
}

/**
 * The dialog an example shows while the data its real dialog needs is on its way: the example's
 * title over the placeholder rows, or the error with a retry.
 */
export function PendingDialog({
  open,
  onOpenChange,
  title,
  query,
  errorText,
  rows = 4,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  query: Omit<DialogQuery<unknown>, 'data'>;
  errorText: string;
  rows?: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="md" aria-describedby={undefined}>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Body>
        <DialogQueryState<never> query={query} errorText={errorText} rows={rows}>
          {() => null}
        </DialogQueryState>
      </Dialog.Body>
    </Dialog>
  );
}
