import { describe, expect, it } from 'vitest';

import { fieldKey, fieldSortKeys } from './fields.ts';
import { sortByParam } from './query.ts';

interface Row {
  name: string;
  total: number;
  tags: string[];
}

const rows: Row[] = [
  { name: 'beta', total: 3, tags: [] },
  { name: 'Alpha', total: 10, tags: [] },
  { name: 'gamma', total: 1, tags: [] },
];

describe('fieldSortKeys', () => {
  const keys = fieldSortKeys<Row>('name', 'total');

  it('makes one key per field, named like it, reading that field', () => {
    expect(Object.keys(keys)).toEqual(['name', 'total']);
    expect(keys.total?.(rows[1] as Row)).toBe(10);
    expect(fieldKey<Row>('name')(rows[0] as Row)).toBe('beta');
  });

  it('sorts a list by the field sortBy names, and keeps the order for another name', () => {
    const names = (query: string) =>
      sortByParam(rows, new URLSearchParams(query), keys).map((r) => r.name);
    expect(names('sortBy=name')).toEqual(['Alpha', 'beta', 'gamma']);
    expect(names('sortBy=total&orderBy=desc')).toEqual(['Alpha', 'beta', 'gamma']);
    expect(names('sortBy=total')).toEqual(['gamma', 'beta', 'Alpha']);
    expect(names('sortBy=tags')).toEqual(['beta', 'Alpha', 'gamma']);
  });
});
