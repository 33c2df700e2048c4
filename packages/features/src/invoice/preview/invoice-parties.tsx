import { useTranslation } from 'react-i18next';

import type { Invoice, PaymentDetails } from '@atrium/mocks/types';
import { Grid, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';

/** A labelled pair in a party's block (Total due: $1,200.00). */
function Pair({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" gap={2} wrap>
      <Typography as="dt" variant="body2" color="secondary">
        {label}
      </Typography>
      <Typography as="dd" variant="body2" weight="medium">
        <bdi>{value}</bdi>
      </Typography>
    </Stack>
  );
}

/** "Invoice to" (the client) and "Bill to" (where the money goes), side by side when room allows. */
export function InvoiceParties({
  invoice,
  paymentDetails,
}: {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { client } = invoice;
  return (
    <Grid columns={{ xs: 1, sm: 2 }} gap={6}>
      <Stack gap={2} data-testid="invoice-to">
        <Typography variant="subtitle" as="h3">
          {t('preview.invoiceTo')}
        </Typography>
        <Stack as="address" gap={1}>
          <Typography variant="body2" weight="medium">
            <bdi>{client.name}</bdi>
          </Typography>
          <Typography variant="body2" color="secondary">
            <bdi>{client.company}</bdi>
          </Typography>
          <Typography variant="body2" color="secondary">
            <bdi>{client.address}</bdi>
          </Typography>
          <Typography variant="body2" color="secondary">
            <bdi>{client.country}</bdi>
          </Typography>
          <Typography variant="body2" color="secondary">
            {/* A phone number reads left to right in every language. */}
            <bdi dir="ltr">{client.contact}</bdi>
          </Typography>
          <Typography variant="body2" color="secondary">
            <bdi>{client.companyEmail}</bdi>
          </Typography>
        </Stack>
      </Stack>
      <Stack gap={2} data-testid="invoice-bill-to">
        <Typography variant="subtitle" as="h3">
          {t('preview.billTo')}
        </Typography>
        <Stack as="dl" gap={1}>
          <Pair label={t('preview.totalDue')} value={format.money(paymentDetails.totalDue)} />
          <Pair label={t('preview.bankName')} value={paymentDetails.bankName} />
          <Pair label={t('preview.country')} value={paymentDetails.country} />
          <Pair label={t('preview.iban')} value={paymentDetails.iban} />
          <Pair label={t('preview.swift')} value={paymentDetails.swiftCode} />
        </Stack>
      </Stack>
    </Grid>
  );
}
