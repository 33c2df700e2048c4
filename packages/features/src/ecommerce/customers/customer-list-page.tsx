import { IconUsersGroup } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Customer } from '@atrium/mocks/types';
import { Button, DataTable, EmptyState, PageHeader, Stack } from '@atrium/ui';

import { useTableUrlState, useTypedSearch } from '../../shared/index.ts';
import { useGetCustomersQuery, useLazyGetCustomersQuery } from '../api/customers.ts';
import { ListSearchField } from '../orders/list-search-field.tsx';
import { useCustomerColumns } from './customer-columns.tsx';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/** `/apps/ecommerce/customer/list`: search (name, country, email), sort, paging, export. */
export function CustomerListPage() {
  const { t } = useTranslation('ecommerce');
  const table = useTableUrlState();
  const { query, onType, onSearch } = useTypedSearch(table.state, table.setSearch);
  const { data, isFetching, isLoading, isError, refetch } = useGetCustomersQuery(query);
  const [fetchAll] = useLazyGetCustomersQuery();
  const columns = useCustomerColumns();

  const exportRows = useCallback(
    async () => (await fetchAll({ ...query, page: 1, itemsPerPage: -1 }).unwrap()).customers,
    [fetchAll, query],
  );

  return (
    <Stack gap={6}>
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <DataTable<Customer>
        label={t('customers.table.label')}
        columns={columns}
        data={data?.customers ?? []}
        rowCount={data?.total ?? 0}
        state={table.state}
        onStateChange={table.onStateChange}
        getRowId={(customer) => String(customer.customerId)}
        rowLabel={(customer) => customer.customer}
        pageSizeOptions={PAGE_SIZES}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('customers.error') : undefined}
        onRetry={() => void refetch()}
        exportFileName="customers"
        getExportRows={exportRows}
        toolbar={
          <ListSearchField
            value={table.state.globalFilter}
            onSearch={onSearch}
            onType={onType}
            label={t('customers.search.label')}
            placeholder={t('customers.search.placeholder')}
          />
        }
        empty={
          <EmptyState
            icon={<IconUsersGroup size={32} />}
            title={t('customers.empty.title')}
            description={table.filtered ? t('customers.empty.filtered') : t('customers.empty.none')}
            action={
              table.filtered ? (
                <Button variant="tonal" onClick={table.clearFilters}>
                  {t('common.actions.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </Stack>
  );
}
