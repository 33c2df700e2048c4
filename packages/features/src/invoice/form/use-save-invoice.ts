import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';

import type { InvoiceStatus } from '@atrium/mocks/types';

import { useSaveOutcome, type FormSaveOutcome, type RefusedField } from '../../shared/index.ts';
import { useCreateInvoiceMutation, useUpdateInvoiceMutation } from '../api/invoices.ts';
import { href } from '../routes.ts';
import type { InvoiceTexts } from '../locales/index.ts';
import { invoiceBodyOf, MAX_QTY, type InvoiceFormValues } from './invoice-schema.ts';

type ErrorKey = keyof InvoiceTexts['form']['errors'];

/** The editor's fields the server may refuse under their own name. */
const PLAIN_FIELDS = new Set([
  'issuedDate',
  'dueDate',
  'salesperson',
  'note',
  'clientNotes',
  'paymentTerms',
  'termsDays',
  'paymentStub',
  'paymentMethod',
]);
/** A line's fields, and the message the editor gives for a refusal of each. */
const LINE_MESSAGES: Record<string, ErrorKey> = {
  title: 'itemRequired',
  description: 'serverRefused',
  cost: 'costInvalid',
  qty: 'qtyRange',
  discount: 'percent',
  tax1: 'percent',
  tax2: 'percent',
};
const LINE = /^items\.(\d+)\.(\w+)$/;

/**
 * Where a refused server field lands (packages/mocks/README.md, "Errors": `items.2.cost` and
 * friends): a line's field, the lines as a whole, the client picker or a field of the same name.
 * Null for what the editor does not show (a total, the status): the save then fails as a whole.
 */
export function refusedInvoiceField(
  t: (key: `form.errors.${ErrorKey}`, options?: Record<string, number>) => string,
) {
  return (name: string, messages: string[]): RefusedField<InvoiceFormValues> | null => {
    const line = LINE.exec(name);
    if (line) {
      const [, index = '', field = ''] = line;
      const key = LINE_MESSAGES[field];
      if (!key) return null;
      return {
        field: `items.${Number(index)}.${field}` as Path<InvoiceFormValues>,
        message: t(`form.errors.${key}`, { max: MAX_QTY }),
      };
    }
    if (name === 'items') return { field: 'items', message: t('form.errors.linesRequired') };
    if (name === 'client' || name.startsWith('client.'))
      return { field: 'client', message: t('form.errors.clientRefused') };
    if (PLAIN_FIELDS.has(name))
      return {
        field: name as Path<InvoiceFormValues>,
        message: name === 'dueDate' ? t('form.errors.dueBeforeIssued') : (messages[0] ?? ''),
      };
    return null;
  };
}

/**
 * Create or update with the computed totals and the status the button asks for, then open the
 * invoice's preview, with a toast either way. Refused fields come back to the form.
 */
export function useSaveInvoice(id: number | undefined): {
  save: (
    values: InvoiceFormValues,
    status: InvoiceStatus,
  ) => Promise<FormSaveOutcome<InvoiceFormValues>>;
  refused: ReturnType<typeof refusedInvoiceField>;
} {
  const { t } = useTranslation('invoice');
  const [create] = useCreateInvoiceMutation();
  const [update] = useUpdateInvoiceMutation();
  const outcomeOf = useSaveOutcome();
  const refused = refusedInvoiceField(t);

  const save = (values: InvoiceFormValues, status: InvoiceStatus) => {
    const body = invoiceBodyOf(values, status);
    return outcomeOf(
      id === undefined ? create(body).unwrap() : update({ id, changes: body }).unwrap(),
      {
        saved: (saved) =>
          t(status === 'Draft' ? 'form.toast.savedDraft' : 'form.toast.saved', { id: saved.id }),
        failed: t('form.toast.failed'),
        then: (saved) => ({ values, next: href('invoice.preview', { id: saved.id }) }),
        keepField: (name) => refused(name, []) !== null,
        // The fields may be far down a long invoice: the toast says a save was refused.
        toastRefusals: true,
      },
    );
  };
  return { save, refused };
}
