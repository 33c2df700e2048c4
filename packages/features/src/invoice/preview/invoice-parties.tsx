import { useTranslation } from 'react-i18next';

import type { Invoice, PaymentDetails } from '@atrium/mocks/types';
import { Grid, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { AddressLines, LabelledValue } from './document-parts.tsx';

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
          <AddressLines
            lines={[client.company, client.address, client.country]}
            phone={client.contact}
            email={client.companyEmail}
          />
        </Stack>
      </Stack>
      <Stack gap={2} data-testid="invoice-bill-to">
        <Typography variant="subtitle" as="h3">
          {t('preview.billTo')}
        </Typography>
        <Stack as="dl" gap={1}>
          <LabelledValue
            label={t('preview.totalDue')}
            value={format.money(paymentDetails.totalDue)}
          />
          <LabelledValue label={t('preview.bankName')} value={paymentDetails.bankName} />
          <LabelledValue label={t('preview.country')} value={paymentDetails.country} />
          <LabelledValue label={t('preview.iban')} value={paymentDetails.iban} />
          <LabelledValue label={t('preview.swift')} value={paymentDetails.swiftCode} />
        </Stack>
      </Stack>
    </Grid>
  );
}
