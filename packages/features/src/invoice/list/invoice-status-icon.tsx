import {
  IconChartPie2,
  IconCircleCheck,
  IconDeviceFloppy,
  IconDownload,
  IconInfoCircle,
  IconSend,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Stack, Tooltip, type ColorName } from '@atrium/ui';
import type { Invoice, InvoiceStatus } from '@atrium/mocks/types';

import { useFormat } from '../../shared/index.ts';
import { shownStatus } from '../invoice-status.ts';

const ICON_SIZE = 16;

/** Each status's icon and colour in the list (the chip colours of the other screens). */
export const statusLooks: Record<InvoiceStatus, { icon: ReactNode; color: ColorName }> = {
  Paid: { icon: <IconCircleCheck size={ICON_SIZE} aria-hidden />, color: 'success' },
  Downloaded: { icon: <IconDownload size={ICON_SIZE} aria-hidden />, color: 'info' },
  Sent: { icon: <IconSend size={ICON_SIZE} aria-hidden />, color: 'secondary' },
  Draft: { icon: <IconDeviceFloppy size={ICON_SIZE} aria-hidden />, color: 'primary' },
  'Partial Payment': { icon: <IconChartPie2 size={ICON_SIZE} aria-hidden />, color: 'warning' },
  'Past Due': { icon: <IconInfoCircle size={ICON_SIZE} aria-hidden />, color: 'error' },
};

type StatusInvoice = Pick<Invoice, 'id' | 'invoiceStatus' | 'balance' | 'dueDate'>;

/**
 * The status column's icon: the shown status (Past Due derived from the due date), with the
 * balance and due date in a tooltip on hover and focus. The same words are its accessible name,
 * so the tooltip is never the only place they are.
 */
export function InvoiceStatusIcon({ invoice }: { invoice: StatusInvoice }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const status = shownStatus(invoice);
  const look = statusLooks[status];
  const lines = [
    t(`common.statuses.${status}`),
    t('list.status.balance', { amount: format.money(invoice.balance) }),
    invoice.dueDate ? t('list.status.due', { date: format.date(invoice.dueDate) }) : '',
  ].filter(Boolean);
  return (
    <Tooltip
      content={
        <Stack gap={0}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
      }
    >
      <Avatar
        size="sm"
        color={look.color}
        role="img"
        tabIndex={0}
        aria-label={lines.join(', ')}
        data-testid={`invoice-status-${invoice.id}`}
        data-status={status}
      >
        {look.icon}
      </Avatar>
    </Tooltip>
  );
}
