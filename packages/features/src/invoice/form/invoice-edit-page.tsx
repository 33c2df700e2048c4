import { IconFileOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { InvoiceDetailsResponse } from '@atrium/mocks/types';

import { DetailsPageFrame, useRouteId } from '../../shared/index.ts';
import { useGetInvoiceQuery } from '../api/invoices.ts';
import { href } from '../routes.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { InvoiceFormSkeleton } from './invoice-form-skeleton.tsx';
import { invoiceValuesOf } from './invoice-schema.ts';

const skeleton = <InvoiceFormSkeleton />;

/**
 * The `invoice.edit` route: loads the invoice (skeleton, not found with a way back to the list,
 * error with retry), then the same editor as add, which draws its own header and actions.
 */
export function InvoiceEditPage() {
  const { t } = useTranslation('invoice');
  const { id, valid } = useRouteId();
  const query = useGetInvoiceQuery(id, { skip: !valid });
  return (
    <DetailsPageFrame
      query={query}
      valid={valid}
      backTo={href('invoice.list')}
      texts={{
        back: t('form.notFound.back'),
        loading: t('form.loading'),
        notFoundTitle: t('form.notFound.title'),
        notFoundMessage: t('form.notFound.message'),
        errorTitle: t('form.editTitleUnknown'),
        error: t('form.loadError'),
      }}
      notFoundIcon={<IconFileOff size={32} />}
      notFoundTestId="invoice-not-found"
      skeleton={skeleton}
      header={(details) => ({ title: t('form.editTitle', { id: details.invoice.id }) })}
    >
      {(details) => <LoadedInvoice key={details.invoice.id} details={details} />}
    </DetailsPageFrame>
  );
}

function LoadedInvoice({ details }: { details: InvoiceDetailsResponse }) {
  const { t } = useTranslation('invoice');
  const { invoice, paymentDetails } = details;
  // Built once per invoice: a refetch must not replace what the user is typing.
  const defaults = useMemo(() => invoiceValuesOf(invoice), [invoice.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <InvoiceForm
      title={t('form.editTitle', { id: invoice.id })}
      defaultValues={defaults}
      invoice={invoice}
      paymentDetails={paymentDetails}
    />
  );
}
