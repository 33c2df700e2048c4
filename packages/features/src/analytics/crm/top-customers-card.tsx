import { Avatar, List, Typography } from '@atrium/ui';
import type { CrmTopCustomers } from '@atrium/mocks/types';

import { useGetCrmTopCustomersQuery } from '../api/crm-dashboard.ts';
import { ecommerceHref } from '../../ecommerce/index.ts';
import {
  AmountAndState,
  DashboardCard,
  LinkedListItem,
  ListSkeleton,
} from '../../shared/dashboard/index.ts';
import { CardEmpty } from './card-empty.tsx';
import { useCrmCard } from './use-crm-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The five customers whose orders add up most, each opening their e-commerce details. */
export function TopCustomersCard() {
  const { t, card } = useCrmCard('topCustomers', useGetCrmTopCustomersQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ customers }: CrmTopCustomers) =>
        customers.length === 0 ? (
          <CardEmpty>{t('crm.topCustomers.empty')}</CardEmpty>
        ) : (
          <List flush>
            {customers.map((c) => (
              <LinkedListItem
                key={c.customerId}
                start={<Avatar src={c.avatar} name={c.name} alt="" />}
                secondary={<bdi>{c.email}</bdi>}
                action={
                  <AmountAndState amount={c.total} gap={0}>
                    <Typography variant="caption" color="secondary">
                      {t('crm.topCustomers.orders', { count: c.orders })}
                    </Typography>
                  </AmountAndState>
                }
                to={ecommerceHref('ecommerce.customerDetails', { id: c.customerId })}
                testId={`crm-customer-${c.customerId}`}
              >
                {c.name}
              </LinkedListItem>
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}
