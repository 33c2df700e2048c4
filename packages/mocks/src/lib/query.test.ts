import { describe, expect, it } from 'vitest';

import {
  paginate,
  readBoolean,
  readOrder,
  readPaging,
  runList,
  sortBy,
  sortByMemo,
  sortByParam,
  sortedPositions,
  toParams,
} from './query.ts';

describe('readPaging', () => {
  it('defaults to page 1 and 10 items per page', () => {
    expect(readPaging(toParams({}))).toEqual({ page: 1, itemsPerPage: 10 });
  });

  it.each([['abc'], ['0'], ['-3'], [''], ['1e999'], ['NaN'], ['Infinity']])(
    'falls back to the defaults for %j',
    (value) => {
      expect(readPaging(toParams({ page: value, itemsPerPage: value }))).toEqual({
        page: 1,
        itemsPerPage: 10,
      });
    },
  );

  it('floors fractions and caps huge numbers to safe integers', () => {
    expect(readPaging(toParams({ page: '2.7', itemsPerPage: '1e300' }))).toEqual({
      page: 2,
      itemsPerPage: Number.MAX_SAFE_INTEGER,
    });
  });

  it('reads itemsPerPage=-1 as every row', () => {
    const paging = readPaging(toParams({ itemsPerPage: -1 }));
    expect(paginate([1, 2, 3], paging)).toEqual([1, 2, 3]);
    expect(paginate([1, 2, 3], { ...paging, page: 2 })).toEqual([]);
  });
});

describe('paginate', () => {
  it('slices the requested page and returns nothing past the end', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, { page: 3, itemsPerPage: 10 })).toEqual([20, 21, 22, 23, 24]);
    expect(
      paginate(items, { page: Number.MAX_SAFE_INTEGER, itemsPerPage: Number.MAX_SAFE_INTEGER }),
    ).toEqual([]);
  });
});

describe('readOrder and readBoolean', () => {
  it('treats anything but desc as asc', () => {
    expect(readOrder(toParams({ orderBy: 'DESC' }))).toBe('desc');
    expect(readOrder(toParams({ orderBy: 'sideways' }))).toBe('asc');
  });

  it('reads only true and false', () => {
    expect(readBoolean(toParams({ stock: 'TRUE' }), 'stock')).toBe(true);
    expect(readBoolean(toParams({ stock: 'false' }), 'stock')).toBe(false);
    expect(readBoolean(toParams({ stock: 'yes' }), 'stock')).toBeUndefined();
  });
});

describe('sortBy', () => {
  const rows = [
    { name: 'beta', n: 2 },
    { name: 'Alpha', n: Number.NaN },
    { name: 'gamma', n: 1 },
    { name: 'alpha', n: 3 },
  ];

  it('compares text case-insensitively and keeps ties in input order', () => {
    expect(sortBy(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual([
      'Alpha',
      'alpha',
      'beta',
      'gamma',
    ]);
    expect(sortBy(rows, (r) => r.name, 'desc').map((r) => r.name)).toEqual([
      'gamma',
      'beta',
      'Alpha',
      'alpha',
    ]);
  });

  it('puts NaN keys last in both directions', () => {
    expect(sortBy(rows, (r) => r.n, 'asc').map((r) => r.n)).toEqual([1, 2, 3, Number.NaN]);
    expect(sortBy(rows, (r) => r.n, 'desc').map((r) => r.n)).toEqual([3, 2, 1, Number.NaN]);
  });

  it('leaves the order alone for an unknown or inherited sort key', () => {
    const keys = { name: (r: (typeof rows)[number]) => r.name };
    expect(sortByParam(rows, toParams({ sortBy: 'nope' }), keys)).toBe(rows);
    expect(sortByParam(rows, toParams({ sortBy: 'constructor' }), keys)).toBe(rows);
    expect(sortByParam(rows, toParams({ sortBy: '__proto__' }), keys)).toBe(rows);
  });
});

describe('sortByMemo and runList', () => {
  const rowsOf = () => [
    { id: 1, name: 'delta', n: 4 },
    { id: 2, name: 'alpha', n: 1 },
    { id: 3, name: 'charlie', n: 3 },
    { id: 4, name: 'bravo', n: 2 },
  ];
  const byName = (r: { name: string }) => r.name;

  it('reuses the last sort only while items and keys are unchanged', () => {
    const rows = rowsOf();
    const first = sortedPositions(rows, byName, 'asc');
    expect(sortedPositions(rows, byName, 'asc')).toBe(first);
    expect(sortByMemo(rows, byName, 'asc').map((r) => r.id)).toEqual([2, 4, 3, 1]);
    (rows[1] as { name: string }).name = 'zulu';
    expect(sortByMemo(rows, byName, 'asc').map((r) => r.id)).toEqual([4, 3, 1, 2]);
    rows.pop();
    expect(sortByMemo(rows, byName, 'asc').map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('gives the same rows as filtering before sorting, reversed or not', () => {
    const rows = rowsOf();
    const params = toParams({ sortBy: 'n', orderBy: 'desc' });
    const keys = { n: (r: { n: number }) => r.n };
    const match = (r: { id: number }) => r.id !== 3;
    expect(runList(rows, params, { sortKeys: keys, match }).map((r) => r.id)).toEqual([1, 4, 2]);
    expect(
      runList(rows, toParams({}), { sortKeys: keys, match, reverse: true }).map((r) => r.id),
    ).toEqual([4, 2, 1]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
