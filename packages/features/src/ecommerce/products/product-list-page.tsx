import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  Stack,
  useToast,
} from '@atrium/ui';
import type { Product } from '@atrium/mocks/types';

import { useTableUrlState, useTypedSearch } from '../../shared/index.ts';
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
import { useUndoableDelete } from './use-undoable-delete.ts';

const filterIds = ['status', 'category', 'stock'] as const;
const productName = (product: Product) => product.productName;

/** The product list (issue 6): summary, filters, sortable paged table, bulk actions, export. */
export function ProductListPage() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const view = useTableUrlState({ filterIds });
  const { query, onType, onSearch } = useTypedSearch(view.state, view.setSearch);
  const { data, isLoading, isError, refetch } = useGetProductsQuery(query);
  const [fetchAll] = useLazyGetProductsQuery();
  const [updateProduct] = useUpdateProductMutation();
  const { remove, hiddenIds } = useUndoableDelete();
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
    () => (data?.products ?? []).filter((p) => !hiddenIds.has(p.id)),
    [data, hiddenIds],
  );
  const names = new Map(rows.map((p) => [p.id, p.productName]));
  const { state, setFilter, filterValue } = view;
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
            <Link to="/apps/ecommerce/product/add">{t('products.add')}</Link>
          </Button>
        }
      />
      <ProductSummary />
      <Card>
        <DataTable<Product>
          label={t('products.tableLabel')}
          columns={columns}
          data={rows}
          rowCount={data?.total ?? 0}
          state={view.state}
          onStateChange={view.onStateChange}
          getRowId={(p) => String(p.id)}
          rowLabel={productName}
          enableRowSelection
          stickyFirstColumn
          toolbar={toolbar}
          loading={isLoading}
          error={isError ? t('products.error') : undefined}
          onRetry={() => void refetch()}
          empty={
            <EmptyState
              size="sm"
              headingLevel={2}
              title={t(view.filtered ? 'products.empty.filteredTitle' : 'products.empty.title')}
              description={t(
                view.filtered ? 'products.empty.filteredDescription' : 'products.empty.description',
              )}
              action={
                view.filtered ? (
                  <Button variant="tonal" onClick={view.clearFilters} data-testid="clear-filters">
                    {t('common.actions.clearFilters')}
                  </Button>
                ) : undefined
              }
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
          // The whole filtered, sorted view, not only this page (SPEC §7: itemsPerPage=-1).
          getExportRows={async () =>
            (await fetchAll({ ...query, page: 1, itemsPerPage: -1 }).unwrap()).products
          }
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
