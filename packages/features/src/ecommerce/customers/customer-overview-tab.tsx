import {
  IconCurrencyDollar,
  IconReceiptOff,
  IconShoppingCart,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CustomerDetails, Order } from '@atrium/mocks/types';
import {
  DataTable,
  defaultDataTableState,
  EmptyState,
  Stack,
  StatCard,
  StatCardGroup,
  type DataTableState,
} from '@atrium/ui';

import { listQueryOf, useFormat } from '../../shared/index.ts';
import { useGetOrdersQuery } from '../api/orders.ts';
import { useOrderColumns } from '../orders/order-columns.tsx';

/** The order list's columns without the customer (it is this customer on every row). */
function useCustomerOrderColumns() {
  return useOrderColumns().filter((column) => column.id !== 'customers');
}

/** The figures over the customer's orders, each with its icon and colour. */
const overviewFigures = [
  { key: 'orders', Icon: IconShoppingCart, color: 'primary' },
  { key: 'totalSpent', Icon: IconCurrencyDollar, color: 'success' },
  { key: 'averageOrder', Icon: IconTrendingUp, color: 'info' },
] as const;

/**
 * Stat cards and this customer's orders: the table asks for the orders naming this customerId
 * (`customerId=`), the same orders the fake API sums into the order count and total spent.
 */
export function CustomerOverviewTab({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const columns = useCustomerOrderColumns();
  // The tab's own table keeps its view in memory: the URL belongs to the tab route.
  const [state, setState] = useState<DataTableState>({ ...defaultDataTableState, pageSize: 5 });
  const { data, isFetching, isError, refetch } = useGetOrdersQuery({
    ...listQueryOf(state),
    customerId: customer.customerId,
  });
  const average = customer.order > 0 ? customer.totalSpent / customer.order : 0;
  const values = {
    orders: format.number(customer.order),
    totalSpent: format.money(customer.totalSpent),
    averageOrder: format.money(average),
  };

  return (
    <Stack gap={6}>
      <StatCardGroup columns={{ xs: 1, sm: 3 }} gap={6}>
        {overviewFigures.map(({ key, Icon, color }) => (
          <StatCard
            key={key}
            headingLevel={3}
            title={t(`customers.details.overview.${key}`)}
            value={values[key]}
            icon={<Icon size={24} />}
            color={color}
          />
        ))}
      </StatCardGroup>
      <DataTable<Order>
        label={t('customers.details.overview.ordersLabel', { name: customer.customer })}
        columns={columns}
        data={data?.orders ?? []}
        rowCount={data?.total ?? 0}
        state={state}
        onStateChange={({ state: next }) => setState(next)}
        getRowId={(order) => String(order.id)}
        pageSizeOptions={[5, 10, 25]}
        loading={isFetching && !data}
        error={isError ? t('customers.details.overview.ordersError') : undefined}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            size="sm"
            icon={<IconReceiptOff size={28} />}
            title={t('customers.details.overview.ordersTitle')}
            description={t('customers.details.overview.noOrders')}
          />
        }
      />
    </Stack>
  );
}
