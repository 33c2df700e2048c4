import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { Divider, Grid, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { LabelledValue } from './document-parts.tsx';

/** The tear-off slip the client returns with the payment, printed when the editor turned it on. */
export function PaymentStub({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  return (
    <Stack gap={4} data-testid="invoice-payment-stub">
      <Divider variant="dashed">{t('preview.stub.cut')}</Divider>
      <Typography variant="subtitle" as="h3">
        {t('preview.stub.title')}
      </Typography>
      <Grid as="dl" columns={{ xs: 2, sm: 4 }} gap={4}>
        <LabelledValue stacked label={t('preview.stub.invoice')} value={`#${invoice.id}`} />
        <LabelledValue stacked label={t('preview.stub.client')} value={invoice.client.name} />
        <LabelledValue stacked label={t('preview.stub.due')} value={format.date(invoice.dueDate)} />
        <LabelledValue
          stacked
          label={t('preview.stub.amount')}
          value={format.money(Math.max(invoice.balance, 0))}
        />
      </Grid>
    </Stack>
  );
}
