import { describe, expect, it } from 'vitest';

import { defaultDataTableState, type DataTableState } from './table-setup.ts';
import { dataTableStateFromSearchParams, dataTableStateToSearchParams } from './url-state.ts';

describe('DataTable state in the URL', () => {
  it('writes the API parameter names and leaves defaults out', () => {
    const state: DataTableState = {
      ...defaultDataTableState,
      pageIndex: 2,
      pageSize: 25,
      sorting: [{ id: 'date', desc: true }],
      globalFilter: 'amira',
      columnFilters: [{ id: 'status', value: 'Paid' }],
      rowSelection: { 'ord-5001': true },
      columnVisibility: { email: false, total: true },
      density: 'compact',
    };
    expect(dataTableStateToSearchParams(state).toString()).toBe(
      'q=amira&page=3&itemsPerPage=25&sortBy=date&orderBy=desc&status=Paid&hide=email&density=compact',
    );
    expect(dataTableStateToSearchParams(defaultDataTableState).toString()).toBe('');
  });

  it('reads back the same view, without the selection', () => {
    const params = new URLSearchParams(
      'q=amira&page=3&itemsPerPage=25&sortBy=date&orderBy=desc&status=Paid&hide=email&density=compact',
    );
    expect(dataTableStateFromSearchParams(params, { filterIds: ['status'] })).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sorting: [{ id: 'date', desc: true }],
      globalFilter: 'amira',
      columnFilters: [{ id: 'status', value: 'Paid' }],
      rowSelection: {},
      columnVisibility: { email: false },
      density: 'compact',
    });
  });

  it('falls back to the defaults for malformed values', () => {
    const state = dataTableStateFromSearchParams(new URLSearchParams('page=-4&itemsPerPage=abc'));
    expect(state.pageIndex).toBe(0);
    expect(state.pageSize).toBe(10);
  });
});
