import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Card, ConfirmDialog, DataTable, PageHeader, Stack, useToast } from '@atrium/ui';
import type { Product, ProductsResponse } from '@atrium/mocks/types';

import { ListEmptyState, useListPage } from '../../shared/index.ts';
import {
  useGetProductsQuery,
  useLazyGetProductsQuery,
  useUpdateProductMutation,
} from '../api/products.ts';
import { ProductBulkActions } from './product-bulk-actions.tsx';
import { useProductColumns } from './product-columns.tsx';
import { ProductFilters } from './product-filters.tsx';
import { ProductRowActions } from './product-row-actions.tsx';
import { ProductSummary } from './product-summary.tsx';
import { useProductDelete } from './use-product-delete.ts';
import { href } from '../routes.ts';

const filterIds = ['status', 'category', 'stock'] as const;
const productName = (product: Product) => product.productName;
const rowsOf = (data: ProductsResponse) => data.products;
const rowId = (product: Product) => String(product.id);

/** The product list: summary, filters, sortable paged table, bulk actions, export. */
export function ProductListPage() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [fetchAll] = useLazyGetProductsQuery();
  const list = useListPage({
    useQuery: useGetProductsQuery,
    rowsOf,
    filterIds,
    fetchAll,
    errorText: t('products.error'),
  });
  const [updateProduct] = useUpdateProductMutation();
  const { remove, hiddenIds } = useProductDelete();
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const onToggleStock = useCallback(
    (product: Product, stock: boolean) => {
      const name = product.productName;
      updateProduct({ id: product.id, changes: { stock } })
        .unwrap()
        .then(
          () =>
            toast({
              severity: 'success',
              title: t(stock ? 'products.stock.on' : 'products.stock.off', { name }),
            }),
          () => toast({ severity: 'error', title: t('products.stock.failed', { name }) }),
        );
    },
    [t, toast, updateProduct],
  );
  const columns = useProductColumns({ onToggleStock });
  // Stable, so the table's rows skip the renders in which only the URL or the request changed.
  const rowActions = useCallback(
    (product: Product) => <ProductRowActions product={product} onDelete={setToDelete} />,
    [],
  );

  const rows = useMemo(
    () => list.table.data.filter((p) => !hiddenIds.has(p.id)),
    [list.table.data, hiddenIds],
  );
  const names = new Map(rows.map((p) => [p.id, p.productName]));
  const { state, setFilter, filterValue } = list.view;
  const { onSearch, onType } = list.search;
  const { filtered } = list.empty;
  const toolbar = useMemo(
    () => (
      <ProductFilters
        state={state}
        setSearch={onSearch}
        setFilter={setFilter}
        filterValue={filterValue}
        onType={onType}
      />
    ),
    [state, onSearch, setFilter, filterValue, onType],
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          <Button asChild startIcon={<IconPlus size={18} />}>
            <Link to={href('ecommerce.productAdd')}>{t('products.add')}</Link>
          </Button>
        }
      />
      <ProductSummary />
      <Card>
        <DataTable<Product>
          {...list.table}
          data={rows}
          label={t('products.tableLabel')}
          columns={columns}
          getRowId={rowId}
          rowLabel={productName}
          enableRowSelection
          stickyFirstColumn
          toolbar={toolbar}
          empty={
            <ListEmptyState
              {...list.empty}
              size="sm"
              headingLevel={2}
              title={t(filtered ? 'products.empty.filteredTitle' : 'products.empty.title')}
              description={t(
                filtered ? 'products.empty.filteredDescription' : 'products.empty.description',
              )}
              clearLabel={t('common.actions.clearFilters')}
              clearButton={{ 'data-testid': 'clear-filters' }}
            />
          }
          rowActions={rowActions}
          bulkActions={({ selectedIds, clearSelection }) => (
            <ProductBulkActions
              selectedIds={selectedIds}
              clearSelection={clearSelection}
              onDelete={(ids) =>
                remove(ids.map((id) => ({ id, productName: names.get(id) ?? '' })))
              }
            />
          )}
          exportFileName={t('products.exportFile')}
        />
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        destructive
        title={t('products.delete.title', { name: toDelete?.productName ?? '' })}
        message={t('products.delete.message')}
        confirmLabel={t('common.actions.delete')}
        cancelLabel={t('common.actions.cancel')}
        onConfirm={() => {
          if (toDelete) remove([toDelete]);
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
