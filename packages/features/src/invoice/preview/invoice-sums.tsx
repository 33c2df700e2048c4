import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { invoiceTotals } from '@atrium/mocks/values';
import { Divider, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';

function SumRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  const variant = strong ? 'subtitle' : 'body2';
  return (
    <Stack direction="row" justify="between" gap={4}>
      <Typography as="dt" variant={variant} color={strong ? 'primary' : 'secondary'}>
        {label}
      </Typography>
      <Typography as="dd" variant={variant} weight="medium" data-testid={testId} nowrap>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Subtotal, discount, tax and total (the saved `totals`, or the same arithmetic over the lines for
 * invoices saved before the editor kept them), then what was paid and the balance still due, or
 * the client's credit when payments went past the total.
 */
export function InvoiceSums({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const totals = invoice.totals ?? invoiceTotals(invoice.items);
  const credit = invoice.balance < 0;
  // The balance is the total less every payment (packages/mocks/README.md, "Invoice extensions"),
  // recorded here or before; in cents, so 0.1 + 0.2 stays 0.30.
  const paid = (Math.round(invoice.total * 100) - Math.round(invoice.balance * 100)) / 100;
  return (
    <Stack gap={2} minInlineSize={220} data-testid="invoice-sums">
      <Stack as="dl" gap={2}>
        <SumRow label={t('preview.sums.subtotal')} value={format.money(totals.subtotal)} />
        <SumRow
          label={t('preview.sums.discount')}
          value={format.money(totals.discount > 0 ? -totals.discount : 0)}
        />
        <SumRow label={t('preview.sums.tax')} value={format.money(totals.tax)} />
      </Stack>
      <Divider />
      <Stack as="dl" gap={2}>
        <SumRow
          strong
          label={t('preview.sums.total')}
          value={format.money(totals.total)}
          testId="invoice-total"
        />
        {paid > 0 && (
          <SumRow
            label={t('preview.sums.paid')}
            value={format.money(-paid)}
            testId="invoice-paid"
          />
        )}
        <SumRow
          strong
          label={t(credit ? 'preview.sums.credit' : 'preview.sums.balance')}
          value={format.money(Math.abs(invoice.balance))}
          testId="invoice-balance"
        />
      </Stack>
    </Stack>
  );
}
