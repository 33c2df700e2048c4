import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useTableUrlState, type TableUrlState } from './use-table-url-state.ts';

/**
 * A data router in memory, so the test can read the history (`router.state`) and go back, as the
 * app's router does.
 */
function setup(initialEntry: string) {
  const result: {
    current?: TableUrlState;
    search?: string;
    back?: () => void;
  } = {};
  function Probe() {
    result.current = useTableUrlState({
      filterIds: ['status', 'category'],
      defaults: { pageSize: 25 },
    });
    result.search = useLocation().search;
    const navigate = useNavigate();
    result.back = () => void navigate(-1);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/list', element: <Probe /> },
    ],
    {
      initialEntries: ['/', initialEntry],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const view = () => {
    if (!result.current) throw new Error('The probe did not render');
    return result.current;
  };
  return { router, view, search: () => result.search, back: () => act(() => result.back?.()) };
}

describe('useTableUrlState', () => {
  it('reads the view from the URL', () => {
    const { view } = setup(
      '/list?q=lamp&page=3&itemsPerPage=50&sortBy=price&orderBy=desc&status=Published&hide=sku,qty&other=1',
    );
    const { state, filtered } = view();
    expect(state.globalFilter).toBe('lamp');
    expect(state.pageIndex).toBe(2);
    expect(state.pageSize).toBe(50);
    expect(state.sorting).toEqual([{ id: 'price', desc: true }]);
    expect(state.columnFilters).toEqual([{ id: 'status', value: 'Published' }]);
    expect(state.columnVisibility).toEqual({ sku: false, qty: false });
    expect(view().filterValue('status')).toBe('Published');
    expect(view().filterValue('category')).toBe('');
    expect(filtered).toBe(true);
  });

  it('falls back to the defaults and leaves them out of the URL', () => {
    const { view, search } = setup('/list?page=zero&itemsPerPage=-4');
    expect(view().state.pageIndex).toBe(0);
    expect(view().state.pageSize).toBe(25);
    expect(view().filtered).toBe(false);
    act(() => view().onStateChange({ state: { ...view().state }, changed: ['sorting'] }));
    expect(search()).toBe('');
  });

  it('writes a changed view back so that it round-trips', () => {
    const { view, search, router } = setup('/list');
    const before = router.state.historyAction;
    act(() =>
      view().onStateChange({
        state: {
          ...view().state,
          pageIndex: 1,
          pageSize: 50,
          sorting: [{ id: 'sku', desc: false }],
          columnVisibility: { status: false },
        },
        changed: ['pageIndex', 'pageSize', 'sorting', 'columnVisibility'],
      }),
    );
    const params = new URLSearchParams(search());
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      itemsPerPage: '50',
      sortBy: 'sku',
      orderBy: 'asc',
      hide: 'status',
    });
    expect(router.state.historyAction).toBe('PUSH');
    expect(before).toBe('POP');
    expect(view().state.pageIndex).toBe(1);
    expect(view().state.sorting).toEqual([{ id: 'sku', desc: false }]);
    expect(view().state.columnVisibility).toEqual({ status: false });
  });

  it('replaces the history entry when typing a search, and goes back to page 1', () => {
    const { view, search, router, back } = setup('/list?page=4');
    act(() => view().setSearch('l'));
    act(() => view().setSearch('la'));
    act(() => view().setSearch('lamp'));
    expect(search()).toBe('?q=lamp');
    expect(router.state.historyAction).toBe('REPLACE');
    // The three keystrokes replaced the one entry: back leaves the list altogether.
    back();
    expect(router.state.location.pathname).toBe('/');
  });

  it('pushes filter changes (back restores them) and resets the page', () => {
    const { view, search, back } = setup('/list?page=3&sortBy=qty&orderBy=asc');
    act(() => view().setFilter('status', 'Inactive'));
    expect(new URLSearchParams(search()).get('status')).toBe('Inactive');
    expect(new URLSearchParams(search()).get('page')).toBeNull();
    expect(view().state.pageIndex).toBe(0);
    act(() => view().setFilter('category', 'Games'));
    act(() => view().setFilter('status', ''));
    expect(view().state.columnFilters).toEqual([{ id: 'category', value: 'Games' }]);
    back();
    expect(view().filterValue('status')).toBe('Inactive');
    expect(view().filterValue('category')).toBe('Games');
    back();
    expect(view().state.pageIndex).toBe(0);
    back();
    expect(view().state.pageIndex).toBe(2);
  });

  it('a table sort change also resets the page and is kept with the filters', () => {
    const { view, search } = setup('/list?page=2&category=Shoes');
    act(() =>
      view().onStateChange({
        state: { ...view().state, sorting: [{ id: 'price', desc: true }], pageIndex: 0 },
        changed: ['sorting', 'pageIndex'],
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
      sortBy: 'price',
      orderBy: 'desc',
      category: 'Shoes',
    });
  });

  it('clears search and filters but keeps sort and page size; selection stays in memory', () => {
    const { view, search } = setup('/list?q=lamp&status=Published&itemsPerPage=10&sortBy=sku');
    act(() =>
      view().onStateChange({
        state: { ...view().state, rowSelection: { '7': true } },
        changed: ['rowSelection'],
      }),
    );
    expect(view().state.rowSelection).toEqual({ '7': true });
    expect(search()).not.toContain('7');
    act(() => view().clearFilters());
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
      itemsPerPage: '10',
      sortBy: 'sku',
      orderBy: 'asc',
    });
    expect(view().filtered).toBe(false);
    act(() => view().clearSelection());
    expect(view().state.rowSelection).toEqual({});
  });
});
