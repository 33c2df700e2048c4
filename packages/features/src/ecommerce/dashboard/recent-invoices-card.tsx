import { Avatar, Chip, List, Stack, Typography, type ColorName } from '@atrium/ui';
import type { DashboardInvoices, InvoiceStatus } from '@atrium/mocks/types';

import { invoiceHref } from '../../invoice/index.ts';
import { useGetDashboardInvoicesQuery } from '../api/dashboard.ts';
import {
  AmountAndState,
  DashboardCard,
  LinkedListItem,
  ListSkeleton,
  WhoAndWhen,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

const statusColor: Record<InvoiceStatus, ColorName> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'primary',
  Draft: 'secondary',
  'Partial Payment': 'warning',
  'Past Due': 'error',
};

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The newest invoices, each opening its preview, and what is still owed overall. */
export function RecentInvoicesCard() {
  const { t, format, card } = useDashboardCard('invoices', useGetDashboardInvoicesQuery());
  return (
    <DashboardCard
      {...card}
      skeleton={skeleton}
      action={(data) => (
        <Stack gap={0} align="end">
          <Typography variant="caption" color="secondary">
            {t('dashboard.invoices.outstanding')}
          </Typography>
          <Typography variant="body2" color="warning" weight="semibold">
            {format.moneyShort(data.outstanding, true)}
          </Typography>
        </Stack>
      )}
    >
      {({ invoices }: DashboardInvoices) => (
        <List flush>
          {invoices.map((inv) => (
            <LinkedListItem
              key={inv.id}
              start={<Avatar src={inv.avatar} name={inv.client} alt="" />}
              secondary={<WhoAndWhen who={inv.client} date={inv.issuedDate} />}
              action={
                <AmountAndState amount={inv.total} gap={1}>
                  <Chip
                    size="sm"
                    variant="tonal"
                    color={statusColor[inv.invoiceStatus]}
                    label={t(`dashboard.invoiceStatus.${inv.invoiceStatus}`)}
                  />
                </AmountAndState>
              }
              to={invoiceHref('invoice.preview', { id: inv.id })}
              testId={`dashboard-invoice-${inv.id}`}
            >
              {t('dashboard.invoices.number', { number: inv.id })}
            </LinkedListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
