import {
  IconCopy,
  IconCurrencyDollar,
  IconDownload,
  IconPencil,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import type { Invoice } from '@atrium/mocks/types';
import { Button, Stack, useToast } from '@atrium/ui';

import { useDuplicateInvoiceMutation } from '../api/invoices.ts';
import { href } from '../routes.ts';
import { AddPaymentDrawer } from './add-payment-drawer.tsx';
import { SendInvoiceDrawer } from './send-invoice-drawer.tsx';

export interface InvoiceActionsProps {
  invoice: Invoice;
  download: (invoice: Invoice) => Promise<void>;
  downloading: boolean;
}

/**
 * What staff do with an invoice: send it, download or print it, edit or duplicate it, and record a
 * payment. A toolbar over the document that wraps on narrow screens; none of it prints.
 */
export function InvoiceActions({ invoice, download, downloading }: InvoiceActionsProps) {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null);
  const [duplicate, duplicating] = useDuplicateInvoiceMutation();
  const close = () => setDrawer(null);
  // The fake API refuses payments on drafts (send them first) and on settled invoices.
  const unpayable =
    invoice.invoiceStatus === 'Draft'
      ? t('preview.payment.draft')
      : invoice.balance <= 0
        ? t('preview.payment.settled')
        : undefined;

  const copy = async () => {
    try {
      const created = await duplicate(invoice.id).unwrap();
      toast({ severity: 'success', title: t('preview.duplicate.done', { id: created.id }) });
      void navigate(href('invoice.edit', { id: created.id }));
    } catch {
      toast({ severity: 'error', title: t('preview.duplicate.failed') });
    }
  };

  return (
    <>
      <Stack
        direction="row"
        gap={2}
        wrap
        role="toolbar"
        aria-label={t('preview.actions')}
        data-testid="invoice-actions"
      >
        <Button
          startIcon={<IconSend size={18} />}
          data-testid="invoice-send"
          onClick={() => setDrawer('send')}
        >
          {t('preview.send.open')}
        </Button>
        <Button
          variant="tonal"
          color="secondary"
          startIcon={<IconDownload size={18} />}
          loading={downloading}
          data-testid="invoice-download"
          onClick={() => void download(invoice)}
        >
          {t('preview.download.label')}
        </Button>
        <Button
          variant="tonal"
          color="secondary"
          startIcon={<IconPrinter size={18} />}
          data-testid="invoice-print"
          onClick={() => window.print()}
        >
          {t('preview.print')}
        </Button>
        <Button asChild variant="tonal" color="secondary" startIcon={<IconPencil size={18} />}>
          <Link to={href('invoice.edit', { id: invoice.id })} data-testid="invoice-edit">
            {t('preview.edit')}
          </Link>
        </Button>
        <Button
          variant="tonal"
          color="secondary"
          startIcon={<IconCopy size={18} />}
          loading={duplicating.isLoading}
          data-testid="invoice-duplicate"
          onClick={() => void copy()}
        >
          {t('preview.duplicate.label')}
        </Button>
        <Button
          variant="tonal"
          color="success"
          startIcon={<IconCurrencyDollar size={18} />}
          disabled={unpayable !== undefined}
          title={unpayable}
          data-testid="invoice-add-payment"
          onClick={() => setDrawer('payment')}
        >
          {t('preview.payment.open')}
        </Button>
      </Stack>
      <SendInvoiceDrawer invoice={invoice} open={drawer === 'send'} onClose={close} />
      <AddPaymentDrawer invoice={invoice} open={drawer === 'payment'} onClose={close} />
    </>
  );
}
