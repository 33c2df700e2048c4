import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import type { Invoice, InvoiceStatus } from '@atrium/mocks/types';
import { useToast } from '@atrium/ui';

import { useUpdateInvoiceMutation } from '../api/invoices.ts';

/** The URL parameter the list's Download action links with: `?print=download`. */
export const PRINT_PARAM = 'print';
export const DOWNLOAD_VALUE = 'download';

/**
 * Statuses a download replaces (a stored Past Due too: the page derives it again from the date).
 * Paid and Partial Payment say where the money stands, which a download does not change.
 */
const REPLACED: readonly InvoiceStatus[] = ['Draft', 'Sent', 'Past Due'];

/**
 * Download: the invoice is marked Downloaded, then the browser's print dialog opens, where the
 * user saves a PDF (the page prints the document alone). The dialog opens even if the mark fails.
 */
export function useInvoiceDownload() {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const [update, { isLoading }] = useUpdateInvoiceMutation();
  const download = async (invoice: Invoice) => {
    if (REPLACED.includes(invoice.invoiceStatus)) {
      try {
        await update({ id: invoice.id, changes: { invoiceStatus: 'Downloaded' } }).unwrap();
      } catch {
        toast({ severity: 'error', title: t('preview.download.failed') });
      }
    }
    window.print();
  };
  return { download, downloading: isLoading };
}

/**
 * Runs `download` once when the page was opened with `?print=download` and the invoice is
 * there, and takes the parameter out of the URL (replacing the entry) so a reload or Back does
 * not print again.
 */
export function useDownloadRequest(
  invoice: Invoice | undefined,
  download: (invoice: Invoice) => Promise<void>,
) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PRINT_PARAM) === DOWNLOAD_VALUE;
  const done = useRef(false);
  useEffect(() => {
    if (!requested || !invoice || done.current) return;
    done.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PRINT_PARAM);
        return next;
      },
      { replace: true },
    );
    void download(invoice);
  }, [requested, invoice, download, setParams]);
}
