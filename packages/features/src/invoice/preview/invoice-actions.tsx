import {
  IconCopy,
  IconCurrencyDollar,
  IconDownload,
  IconPencil,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import type { Invoice } from '@atrium/mocks/types';
import { Button, Card, Stack, useToast } from '@atrium/ui';

import { Can, useAllowed, type GatedAction } from '../../shared/access/index.ts';
import { useDuplicateInvoiceMutation } from '../api/invoices.ts';
import { href } from '../routes.ts';
import { FormDrawer } from './form-drawer.tsx';
import { PaymentForm, usePaymentSaving } from './payment-form.tsx';
import { SendForm, useSending } from './send-form.tsx';

export interface InvoiceActionsProps {
  invoice: Invoice;
  /** A card of full-width buttons beside the document, or a toolbar that wraps above it. */
  layout: 'card' | 'toolbar';
  download: (invoice: Invoice) => Promise<void>;
  downloading: boolean;
}

/** One of the toolbar's secondary buttons: an action, or a link (`to`). */
interface Action extends GatedAction {
  id: string;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  to?: string;
  loading?: boolean;
}

type DrawerKind = 'send' | 'payment';

/**
 * What staff do with an invoice: send it, download or print it, edit or duplicate it, and record a
 * payment. None of it prints.
 */
export function InvoiceActions({ invoice, layout, download, downloading }: InvoiceActionsProps) {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const navigate = useNavigate();
  // The kind outlives `open`, so the drawer keeps its title while it slides away.
  const [drawer, setDrawer] = useState<{ kind: DrawerKind; open: boolean }>({
    kind: 'send',
    open: false,
  });
  const [duplicate, duplicating] = useDuplicateInvoiceMutation();
  const sending = useSending();
  const paying = usePaymentSaving();
  const close = () => setDrawer((current) => ({ ...current, open: false }));
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

  // Download and print only read; the others show to a user allowed to do them.
  const actions = useAllowed<Action>('Invoice', [
    {
      id: 'download',
      label: t('preview.download.label'),
      icon: <IconDownload size={18} />,
      onClick: () => void download(invoice),
      loading: downloading,
    },
    {
      id: 'print',
      label: t('preview.print'),
      icon: <IconPrinter size={18} />,
      onClick: () => window.print(),
    },
    {
      id: 'edit',
      label: t('preview.edit'),
      icon: <IconPencil size={18} />,
      to: href('invoice.edit', { id: invoice.id }),
      needs: 'update',
    },
    {
      id: 'duplicate',
      label: t('preview.duplicate.label'),
      icon: <IconCopy size={18} />,
      onClick: () => void copy(),
      loading: duplicating.isLoading,
      needs: 'create',
    },
  ]);

  const drawers = {
    send: {
      title: t('preview.send.title'),
      submitLabel: t('preview.send.submit'),
      saving: sending,
      form: (formId: string) => <SendForm invoice={invoice} formId={formId} onDone={close} />,
    },
    payment: {
      title: t('preview.payment.title'),
      submitLabel: t('preview.payment.save'),
      saving: paying,
      form: (formId: string) => <PaymentForm invoice={invoice} formId={formId} onDone={close} />,
    },
  };
  const { form, ...shown } = drawers[drawer.kind];
  const card = layout === 'card';

  const buttons = (
    <Stack
      direction={card ? 'column' : 'row'}
      gap={card ? 3 : 2}
      wrap={!card}
      role="toolbar"
      aria-label={t('preview.actions')}
      aria-orientation={card ? 'vertical' : 'horizontal'}
      data-testid="invoice-actions"
    >
      <Can do="update" on="Invoice">
        <Button
          fullWidth={card}
          startIcon={<IconSend size={18} />}
          data-testid="invoice-send"
          onClick={() => setDrawer({ kind: 'send', open: true })}
        >
          {t('preview.send.open')}
        </Button>
      </Can>
      {actions.map(({ id, label, icon, onClick, to, loading }) => (
        <Button
          fullWidth={card}
          key={id}
          asChild={to !== undefined}
          variant="tonal"
          color="secondary"
          startIcon={icon}
          loading={loading}
          data-testid={`invoice-${id}`}
          onClick={onClick}
        >
          {to === undefined ? label : <Link to={to}>{label}</Link>}
        </Button>
      ))}
      <Can do="update" on="Invoice">
        <Button
          fullWidth={card}
          variant="tonal"
          color="success"
          startIcon={<IconCurrencyDollar size={18} />}
          disabled={unpayable !== undefined}
          title={unpayable}
          data-testid="invoice-add-payment"
          onClick={() => setDrawer({ kind: 'payment', open: true })}
        >
          {t('preview.payment.open')}
        </Button>
      </Can>
    </Stack>
  );

  return (
    <>
      {card ? (
        <Card>
          <Card.Content>{buttons}</Card.Content>
        </Card>
      ) : (
        buttons
      )}
      <FormDrawer {...shown} open={drawer.open} onClose={close} testId={`${drawer.kind}-drawer`}>
        {form}
      </FormDrawer>
    </>
  );
}
