import { IconUsersGroup } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Customer, CustomersResponse } from '@atrium/mocks/types';
import { DataTable, PageHeader, Stack } from '@atrium/ui';

import { ListEmptyState, ListSearch, useListPage } from '../../shared/index.ts';
import { customersApi, useGetCustomersQuery, useLazyGetCustomersQuery } from '../api/customers.ts';
import { useCustomerColumns } from './customer-columns.tsx';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const rowsOf = (data: CustomersResponse) => data.customers;
const rowId = (customer: Customer) => String(customer.customerId);

/** The `ecommerce.customerList` route: search (name, country, email), sort, paging, export. */
export function CustomerListPage() {
  const { t } = useTranslation('ecommerce');
  const [fetchAll] = useLazyGetCustomersQuery();
  const list = useListPage({
    useQuery: useGetCustomersQuery,
    initiate: customersApi.endpoints.getCustomers.initiate,
    rowsOf,
    fetchAll,
    errorText: t('customers.error'),
  });
  const columns = useCustomerColumns();
  const rowLabel = useCallback((customer: Customer) => customer.customer, []);

  return (
    <Stack gap={6}>
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <DataTable<Customer>
        {...list.table}
        label={t('customers.table.label')}
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        pageSizeOptions={PAGE_SIZES}
        exportFileName="customers"
        toolbar={
          <ListSearch
            {...list.search}
            width="grow"
            label={t('customers.search.label')}
            placeholder={t('customers.search.placeholder')}
          />
        }
        empty={
          <ListEmptyState
            {...list.empty}
            icon={<IconUsersGroup size={32} />}
            title={t('customers.empty.title')}
            description={t(
              list.empty.filtered ? 'customers.empty.filtered' : 'customers.empty.none',
            )}
            clearLabel={t('common.actions.clearFilters')}
          />
        }
      />
    </Stack>
  );
}
