import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Grid, Skeleton, Stack } from '@atrium/ui';

import { DetailsPageFrame, useRouteId, type DetailsPageTexts } from '../../shared/index.ts';
import { useGetInvoiceQuery } from '../api/invoices.ts';
import { href } from '../routes.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { useDownloadRequest, useInvoiceDownload } from './use-invoice-download.ts';
import { useWideLayout } from './use-wide-layout.ts';

const LIST_PATH = href('invoice.list');

const skeleton = (
  <Stack gap={6}>
    <Skeleton variant="text" width="40%" height={40} />
    <Grid columns={{ xs: 1, md: 3 }} gap={6}>
      <Grid.Item span={{ xs: 1, md: 2 }}>
        <Skeleton variant="rounded" height={720} />
      </Grid.Item>
      <Skeleton variant="rounded" height={320} />
    </Grid>
  </Stack>
);

/**
 * The `invoice.preview` route: the invoice as it prints, the actions on it (send, download,
 * print, edit, duplicate, add payment: a card beside the document on wide screens, a toolbar
 * above it on narrow ones) and its payments.
 */
export function InvoicePreviewPage() {
  const { t } = useTranslation('invoice');
  const { raw, id, valid } = useRouteId();
  const query = useGetInvoiceQuery(id, { skip: !valid });
  const { download, downloading } = useInvoiceDownload();
  const wide = useWideLayout();
  useDownloadRequest(query.data?.invoice, download);
  const texts: DetailsPageTexts = {
    back: t('preview.back'),
    loading: t('preview.loading'),
    notFoundTitle: t('preview.notFound.title'),
    // The fake API's own words for an unknown id (packages/mocks/README.md, "Errors").
    notFoundMessage: t('preview.notFound.message', { id: raw }),
    errorTitle: t('preview.title'),
    error: t('preview.error'),
  };

  return (
    <DetailsPageFrame
      query={query}
      valid={valid}
      backTo={LIST_PATH}
      texts={texts}
      notFoundIcon={<IconFileOff size={32} />}
      notFoundTestId="invoice-not-found"
      skeleton={skeleton}
      header={({ invoice }) => ({
        title: t('preview.heading', { id: invoice.id }),
        description: <InvoiceStatusChip invoice={invoice} />,
      })}
    >
      {(data) => {
        const actions = (
          <InvoiceActions
            invoice={data.invoice}
            layout={wide ? 'card' : 'toolbar'}
            download={download}
            downloading={downloading}
          />
        );
        return (
          <Stack gap={6}>
            {!wide && actions}
            <Grid columns={{ xs: 1, md: 3 }} gap={6} alignItems="start">
              <Grid.Item span={{ xs: 1, md: 2 }}>
                <InvoiceDocument data={data} />
              </Grid.Item>
              <Stack gap={6}>
                {wide && actions}
                <PaymentHistory invoice={data.invoice} />
              </Stack>
            </Grid>
          </Stack>
        );
      }}
    </DetailsPageFrame>
  );
}
