import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, useToast } from '@atrium/ui';
import type { Product, ProductsResponse } from '@atrium/mocks/types';

import { useBulkSelection, useCan } from '../../shared/access/index.ts';
import { ListEmptyState, ListPageFrame, RowDeleteDialog, useListPage } from '../../shared/index.ts';
import {
  productsApi,
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
  const { remove, hiddenIds } = useProductDelete();
  const list = useListPage({
    useQuery: useGetProductsQuery,
    initiate: productsApi.endpoints.getProducts.initiate,
    rowsOf,
    filterIds,
    fetchAll,
    hiddenIds,
    errorText: t('products.error'),
  });
  const [updateProduct] = useUpdateProductMutation();
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
  const canCreate = useCan('create', 'Ecommerce');
  const canUpdate = useCan('update', 'Ecommerce');
  // A read-only user sees the stock, not a switch that changes it.
  const columns = useProductColumns({ onToggleStock: canUpdate ? onToggleStock : undefined });
  // Stable, so the table's rows skip the renders in which only the URL or the request changed.
  const rowActions = useCallback(
    (product: Product) => <ProductRowActions product={product} onDelete={setToDelete} />,
    [],
  );

  const names = new Map(list.table.data.map((p) => [p.id, p.productName]));
  const bulk = useBulkSelection('Ecommerce', ({ selectedIds, clearSelection }) => (
    <ProductBulkActions
      selectedIds={selectedIds}
      clearSelection={clearSelection}
      onDelete={(ids) => remove(ids.map((id) => ({ id, productName: names.get(id) ?? '' })))}
    />
  ));
  const { filtered } = list.empty;
  const toolbar = useMemo(() => <ProductFilters {...list.filters} />, [list.filters]);

  return (
    <ListPageFrame
      title={t('products.title')}
      description={t('products.description')}
      create={
        canCreate ? { to: href('ecommerce.productAdd'), label: t('products.add') } : undefined
      }
      summary={<ProductSummary />}
    >
      <DataTable<Product>
        {...list.table}
        label={t('products.tableLabel')}
        columns={columns}
        getRowId={rowId}
        rowLabel={productName}
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
        rowActions={canUpdate ? rowActions : undefined}
        {...bulk}
        exportFileName={t('products.exportFile')}
      />
      <RowDeleteDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        onDelete={(row) => remove([row])}
        texts={{
          title: t('products.delete.title', { name: toDelete?.productName ?? '' }),
          message: t('products.delete.message'),
          confirm: t('common.actions.delete'),
          cancel: t('common.actions.cancel'),
        }}
      />
    </ListPageFrame>
  );
}
