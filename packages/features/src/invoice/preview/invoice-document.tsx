import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { InvoiceDetailsResponse } from '@atrium/mocks/types';
import { Box, Card, Divider, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { LabelledValue } from './document-parts.tsx';
import { InvoiceLinesTable } from './invoice-lines-table.tsx';
import { InvoiceParties } from './invoice-parties.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';
import { InvoiceSums } from './invoice-sums.tsx';
import { PaymentStub } from './payment-stub.tsx';
import { ShopHeader } from './shop-header.tsx';

/** An A4 sheet's width at 96 px per inch (210 mm); narrower screens get the sheet scaled to fit. */
const A4_WIDTH_PX = 794;

/** A text block under the lines (salesperson, thanks, notes), left out when empty. */
function Note({ label, text, testId }: { label: string; text?: string; testId: string }) {
  if (!text?.trim()) return null;
  return (
    <Stack gap={1} data-testid={testId}>
      <Typography variant="body2" weight="semibold">
        {label}
      </Typography>
      <Typography variant="body2" color="secondary">
        <bdi>{text}</bdi>
      </Typography>
    </Stack>
  );
}

/**
 * The invoice as it prints: the shop's header, number, dates and status, who it is to and where
 * to pay, the lines, the sums and the notes. `data-print-root` makes it the one thing a print of
 * the page shows (the theme's print stylesheet, packages/ui/src/theme/css-vars.ts).
 */
export function InvoiceDocument({ data }: { data: InvoiceDetailsResponse }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const titleId = useId();
  const { invoice, paymentDetails } = data;
  return (
    <Box maxInlineSize={A4_WIDTH_PX} inlineSize="100%">
      <Card as="article" aria-labelledby={titleId} data-print-root data-testid="invoice-document">
        <Card.Content>
          <Stack gap={6}>
            <Stack direction="row" justify="between" gap={6} wrap>
              <ShopHeader />
              <Stack gap={2}>
                <Typography id={titleId} variant="h4" as="h2">
                  {t('preview.number', { id: invoice.id })}
                </Typography>
                <Stack as="dl" gap={1}>
                  <LabelledValue
                    label={t('preview.issued')}
                    value={format.date(invoice.issuedDate)}
                  />
                  <LabelledValue label={t('preview.due')} value={format.date(invoice.dueDate)} />
                </Stack>
                <Box>
                  <InvoiceStatusChip invoice={invoice} />
                </Box>
              </Stack>
            </Stack>
            <Divider />
            <InvoiceParties invoice={invoice} paymentDetails={paymentDetails} />
          </Stack>
        </Card.Content>
        <InvoiceLinesTable invoice={invoice} />
        <Card.Content>
          <Stack gap={6}>
            <Stack direction="row" justify="between" gap={6} wrap>
              <Stack gap={4} grow="1 1 240px">
                <Note
                  label={t('preview.salesperson')}
                  text={invoice.salesperson}
                  testId="invoice-salesperson"
                />
                <Note label={t('preview.thanks')} text={invoice.note} testId="invoice-note" />
              </Stack>
              <InvoiceSums invoice={invoice} />
            </Stack>
            <Note
              label={t('preview.clientNotes')}
              text={invoice.clientNotes}
              testId="invoice-client-notes"
            />
            {invoice.paymentStub && <PaymentStub invoice={invoice} />}
          </Stack>
        </Card.Content>
      </Card>
    </Box>
  );
}
