import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';
import type { Invoice } from '@atrium/mocks/types';

import {
  errorMessageOf,
  statusOf,
  useUndoableDelete,
  type UndoableDeleteOptions,
} from '../../shared/index.ts';
import { invoicesApi } from '../api/invoices.ts';

type DeletedInvoice = Pick<Invoice, 'id'>;

const hide: UndoableDeleteOptions<DeletedInvoice>['hide'] = (gone, dispatch, state) =>
  invoicesApi.util.selectCachedArgsForQuery(state, 'getInvoices').map((args) =>
    dispatch(
      invoicesApi.util.updateQueryData('getInvoices', args, (draft) => {
        const before = draft.invoices.length;
        draft.invoices = draft.invoices.filter((i) => !gone.has(i.id));
        draft.totalInvoices = Math.max(0, draft.totalInvoices - (before - draft.invoices.length));
      }),
    ),
  );

const reload: UndoableDeleteOptions<DeletedInvoice>['reload'] = (dispatch) => {
  dispatch(invoicesApi.util.invalidateTags([{ type: 'Invoice', id: 'LIST' }]));
};

/**
 * The invoice list's delete (one row or a selection) with the kit's Undo window. The kit counts
 * a 404 as done (the row is gone either way); the invoice API answers an unknown id with a
 * message of its own, which the user is shown, and the lists are reloaded.
 */
export function useInvoiceDelete() {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const send = useMemo<UndoableDeleteOptions<DeletedInvoice>['send']>(
    () => async (id, dispatch) => {
      const result = await dispatch(invoicesApi.endpoints.deleteInvoice.initiate(id));
      if (statusOf(result.error) === 404) {
        reload(dispatch);
        toast({
          severity: 'error',
          title: t('list.delete.failedOne', { id }),
          description: errorMessageOf(result.error),
        });
      }
      return result;
    },
    [t, toast],
  );
  return useUndoableDelete<DeletedInvoice>({
    hide,
    send,
    reload,
    doneText: (invoices) =>
      invoices.length === 1 && invoices[0]
        ? t('list.delete.done', { id: invoices[0].id })
        : t('list.bulk.deleted', { count: invoices.length }),
    failedText: t('list.bulk.deleteFailed'),
    undoLabel: t('list.actions.undo'),
    toastId: 'invoice-delete',
  });
}
