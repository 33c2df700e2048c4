import { useDispatch } from 'react-redux';

import type { Invoice } from '@atrium/mocks/types';

import type { AppDispatch } from '../../store/create-store.ts';
import { invoicesApi } from '../api/invoices.ts';

/**
 * Puts an invoice a call answered with (after a payment or a send) into the cached preview at
 * once, so its balance and status change in the same frame as the drawer closes; the refetch the
 * tags start then finds nothing new. The lists still refresh through their tags.
 */
export function useSavedInvoice() {
  const dispatch = useDispatch<AppDispatch>();
  return (saved: Invoice) => {
    dispatch(
      invoicesApi.util.updateQueryData('getInvoice', saved.id, (draft) => {
        draft.invoice = saved;
      }),
    );
  };
}
