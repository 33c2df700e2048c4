import { IconBrandPaypal, IconCreditCard } from '@tabler/icons-react';

import { Avatar, List, Typography, type ColorName } from '@atrium/ui';
import type { DashboardTransactions, OrderPaymentCode } from '@atrium/mocks/types';

import { useGetDashboardTransactionsQuery } from '../api/dashboard.ts';
import {
  AmountAndState,
  DashboardCard,
  LinkedListItem,
  ListSkeleton,
  WhoAndWhen,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';
import { href } from '../routes.ts';

/** Payment codes (1 Paid, 2 Pending, 3 Cancelled, 4 Failed) as colours. */
const paymentColor: Record<OrderPaymentCode, 'success' | 'warning' | 'error'> = {
  1: 'success',
  2: 'warning',
  3: 'error',
  4: 'error',
};
const methodColor: Record<'paypalLogo' | 'mastercard', ColorName> = {
  paypalLogo: 'info',
  mastercard: 'primary',
};

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The latest orders as payments: method, order, customer, amount and payment state. */
export function TransactionsCard() {
  const { t, card } = useDashboardCard('transactions', useGetDashboardTransactionsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ transactions }: DashboardTransactions) => (
        <List flush>
          {transactions.map((tx) => {
            const method = t(`dashboard.transactions.method.${tx.method}`);
            return (
              <LinkedListItem
                key={tx.id}
                start={
                  <Avatar shape="rounded" color={methodColor[tx.method]} alt={method}>
                    {tx.method === 'paypalLogo' ? (
                      <IconBrandPaypal size={20} aria-hidden />
                    ) : (
                      <IconCreditCard size={20} aria-hidden />
                    )}
                  </Avatar>
                }
                secondary={<WhoAndWhen who={tx.customer} date={tx.date} />}
                action={
                  <AmountAndState amount={tx.amount} gap={0}>
                    <Typography variant="caption" color={paymentColor[tx.payment]}>
                      {t(`dashboard.payment.${tx.payment}`)}
                    </Typography>
                  </AmountAndState>
                }
                to={href('ecommerce.orderDetails', { id: tx.id })}
                testId={`dashboard-transaction-${tx.id}`}
              >
                {t('dashboard.transactions.order', { number: tx.order })}
              </LinkedListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
