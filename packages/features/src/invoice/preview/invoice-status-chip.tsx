import { useTranslation } from 'react-i18next';

import type { Invoice, InvoiceStatus } from '@atrium/mocks/types';
import type { ColorName } from '@atrium/ui';

import { TonalChip } from '../../shared/index.ts';
import { shownStatus } from '../invoice-status.ts';

const COLORS: Record<InvoiceStatus, ColorName> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'error',
};

/** The status an invoice shows (Past Due derived from its due date and balance), as a chip. */
export function InvoiceStatusChip({
  invoice,
  today,
}: {
  invoice: Pick<Invoice, 'invoiceStatus' | 'balance' | 'dueDate'>;
  /** ISO date; the local day by default. */
  today?: string;
}) {
  const { t } = useTranslation('invoice');
  const status = shownStatus(invoice, today);
  return <TonalChip color={COLORS[status]} label={t(`common.statuses.${status}`)} />;
}
