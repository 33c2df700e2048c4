import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { SalesRow } from '@atrium/mocks/types';
import { Card, DataTable, PageHeader, Stack, Switch } from '@atrium/ui';

import { ListEmptyState, useClientRows, useTableUrlState } from '../../shared/index.ts';

import { useGetSalesRowsQuery } from '../api/sales.ts';
import { SaleDetails } from './sale-details.tsx';
import { useSalesColumns } from './sales-columns.tsx';
import { ExpansionProvider, useExpansion } from './sales-expansion.tsx';
import { SalesFilters } from './sales-filters.tsx';
import { SALES_FILTERS, saleId, salesRowsOptions } from './sales-rows.ts';

/**
 * "Show every row" keeps the view in the URL as this page size: all the matching rows in one
 * scrolling, virtualized table instead of pages.
 */
export const SCROLL_ALL = 1000;
const PAGED = 10;
const noRows: readonly SalesRow[] = [];
const renderDetails = (sale: SalesRow) => <SaleDetails sale={sale} />;

/**
 * The `dataTable` route (pages/routes.ts): every sale from one call, searched, filtered, sorted
 * and paged (or scrolled) in the browser, the view in the URL; rows open on their details.
 */
export function SalesTablePage() {
  const { t } = useTranslation('pages');
  const query = useGetSalesRowsQuery();
  const view = useTableUrlState({ filterIds: SALES_FILTERS });
  const rows = query.data ?? noRows;
  const { matched, page } = useClientRows(rows, view.state, salesRowsOptions);
  const expansion = useExpansion();
  const scrollAll = view.state.pageSize >= SCROLL_ALL;
  const { onStateChange, state } = view;
  const setScrollAll = useCallback(
    (on: boolean) =>
      onStateChange({
        state: { ...state, pageIndex: 0, pageSize: on ? SCROLL_ALL : PAGED },
        changed: ['pageSize', 'pageIndex'],
      }),
    [onStateChange, state],
  );
  return (
    <Stack gap={6}>
      <PageHeader title={t('dataTable.title')} description={t('dataTable.description')} />
      <Card>
        <ExpansionProvider value={expansion}>
          <DataTable<SalesRow>
            label={t('dataTable.tableLabel')}
            data-testid="sales-table"
            columns={useSalesColumns()}
            data={scrollAll ? matched : page}
            rowCount={matched.length}
            state={view.state}
            onStateChange={view.onStateChange}
            getRowId={saleId}
            loading={query.isLoading}
            error={query.isError ? t('dataTable.error') : undefined}
            onRetry={() => void query.refetch()}
            virtualize={scrollAll}
            maxHeight={scrollAll ? 560 : undefined}
            expandedIds={expansion.ids}
            renderExpanded={renderDetails}
            exportFileName="sales"
            getExportRows={() => matched}
            toolbar={
              <>
                <SalesFilters view={view} rows={rows} />
                <Switch
                  label={t('dataTable.scrollAll')}
                  checked={scrollAll}
                  data-testid="sales-scroll-all"
                  onCheckedChange={({ checked }) => setScrollAll(checked)}
                />
              </>
            }
            empty={
              <ListEmptyState
                filtered={view.filtered}
                onClearFilters={view.clearFilters}
                title={t(view.filtered ? 'dataTable.empty.filtered' : 'dataTable.empty.none')}
                clearLabel={t('dataTable.empty.clear')}
              />
            }
          />
        </ExpansionProvider>
      </Card>
    </Stack>
  );
}
