import { describe, expect, it } from 'vitest';

import { defaultDataTableState, type DataTableState } from './table-setup.ts';
import {
  dataTableStateFromSearchParams,
  dataTableStateToSearchParams,
  type DataTableUrlKeys,
} from './url-state.ts';

/** An API's own names, as the features package passes them. */
const apiKeys: DataTableUrlKeys = {
  search: 'q',
  page: 'page',
  pageSize: 'itemsPerPage',
  sortBy: 'sortBy',
  sortOrder: 'orderBy',
};

describe('DataTable state in the URL', () => {
  it('writes generic names by default and leaves defaults out', () => {
    const state: DataTableState = {
      ...defaultDataTableState,
      pageIndex: 1,
      pageSize: 25,
      sorting: [{ id: 'date', desc: false }],
      globalFilter: 'amira',
    };
    expect(dataTableStateToSearchParams(state).toString()).toBe(
      'q=amira&page=2&size=25&sort=date&order=asc',
    );
    expect(dataTableStateFromSearchParams(new URLSearchParams('page=2&size=25&sort=date'))).toEqual(
      {
        ...defaultDataTableState,
        pageIndex: 1,
        pageSize: 25,
        sorting: [{ id: 'date', desc: false }],
      },
    );
  });

  it('writes the names it is given and leaves defaults out', () => {
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
    expect(dataTableStateToSearchParams(state, defaultDataTableState, apiKeys).toString()).toBe(
      'q=amira&page=3&itemsPerPage=25&sortBy=date&orderBy=desc&status=Paid&hide=email&density=compact',
    );
    expect(dataTableStateToSearchParams(defaultDataTableState).toString()).toBe('');
  });

  it('reads back the same view, without the selection', () => {
    const params = new URLSearchParams(
      'q=amira&page=3&itemsPerPage=25&sortBy=date&orderBy=desc&status=Paid&hide=email&density=compact',
    );
    expect(
      dataTableStateFromSearchParams(params, { filterIds: ['status'], keys: apiKeys }),
    ).toEqual({
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
    const state = dataTableStateFromSearchParams(new URLSearchParams('page=-4&itemsPerPage=abc'), {
      keys: apiKeys,
    });
    expect(state.pageIndex).toBe(0);
    expect(state.pageSize).toBe(10);
  });
});
