import { useDispatch } from 'react-redux';

import type { Invoice } from '@atrium/mocks/types';

import { useSaveOutcome, type FormSaveOutcome } from '../../shared/index.ts';
import type { AppDispatch } from '../../store/create-store.ts';
import { invoicesApi } from '../api/invoices.ts';

/**
 * Runs a call that answers with the invoice (a payment, a send) for a drawer's form: toasts the
 * result, puts the answered invoice into the cached preview at once (its balance and status
 * change in the frame the drawer closes; the lists refresh through their tags), then `done`.
 */
export function useInvoiceSave(done: () => void) {
  const dispatch = useDispatch<AppDispatch>();
  const saveOutcome = useSaveOutcome();
  return <V>(
    call: Promise<Invoice>,
    saved: (invoice: Invoice) => string,
    failed: string,
  ): Promise<FormSaveOutcome<V>> =>
    saveOutcome<Invoice, V>(call, {
      saved,
      failed,
      then: (invoice) => {
        dispatch(
          invoicesApi.util.updateQueryData('getInvoice', invoice.id, (draft) => {
            draft.invoice = invoice;
          }),
        );
        done();
        return {};
      },
    });
}
