import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { invoiceTotals } from '@atrium/mocks/values';
import { Box, Divider, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { lineNumbers, type InvoiceFormValues } from './invoice-schema.ts';

/** A label and an amount on one row of the totals box. */
function TotalRow({
  label,
  amount,
  id,
  strong = false,
}: {
  label: string;
  amount: string;
  id: string;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" justify="between" gap={4}>
      <Typography variant={strong ? 'h6' : 'body1'} as="p" weight={strong ? 'semibold' : undefined}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'body1'}
        as="p"
        weight={strong ? 'semibold' : 'medium'}
        data-testid={`invoice-${id}`}
      >
        {amount}
      </Typography>
    </Stack>
  );
}

/**
 * Subtotal, discount, taxes and total, computed with the fake API's own arithmetic
 * (`invoiceTotals`, packages/mocks/README.md) from the lines alone: it subscribes to `items`, so
 * the rest of the form does not re-render as a cost is typed.
 */
export function InvoiceTotals() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { control } = useFormContext<InvoiceFormValues>();
  const items = useWatch({ control, name: 'items' });
  const totals = invoiceTotals(items.map(lineNumbers));
  return (
    <Box maxInlineSize={360} inlineSize="100%" pushToInlineEnd>
      <Stack gap={2} role="group" aria-label={t('form.totals.label')} data-testid="invoice-totals">
        <TotalRow
          id="subtotal"
          label={t('form.totals.subtotal')}
          amount={format.money(totals.subtotal)}
        />
        <TotalRow
          id="discount"
          label={t('form.totals.discount')}
          amount={format.money(totals.discount)}
        />
        <TotalRow id="tax" label={t('form.totals.tax')} amount={format.money(totals.tax)} />
        <Divider />
        <TotalRow
          id="total"
          label={t('form.totals.total')}
          amount={format.money(totals.total)}
          strong
        />
      </Stack>
    </Box>
  );
}
