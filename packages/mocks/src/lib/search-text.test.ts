import { describe, expect, it } from 'vitest';

import { createSearch } from './search-text.ts';

describe('createSearch', () => {
  const search = createSearch<{ name: string; id: number }>(
    (r) => r.name,
    (r) => r.id,
  );

  it('matches any field, case-insensitively, and everything for an empty needle', () => {
    const row = { name: 'Ada Lovelace', id: 1815 };
    expect(search(row, 'love')).toBe(true);
    expect(search(row, '181')).toBe(true);
    expect(search(row, 'babbage')).toBe(false);
    expect(search(row, '')).toBe(true);
  });

  it('sees edits made in place', () => {
    const row = { name: 'Ada Lovelace', id: 1815 };
    expect(search(row, 'byron')).toBe(false);
    row.name = 'Ada Byron';
    expect(search(row, 'byron')).toBe(true);
  });

  it('never matches across two fields', () => {
    const row = { name: 'abc', id: 123 };
    expect(search(row, 'c\u00001')).toBe(false);
    expect(search(row, 'c1')).toBe(false);
  });

  it('reads a field given by name like its key function', () => {
    const byName = createSearch<{ name: string; id: number }>('name', (r) => r.id);
    const row = { name: 'Grace Hopper', id: 1906 };
    expect(byName(row, 'hopper')).toBe(true);
    expect(byName(row, '190')).toBe(true);
    expect(byName(row, 'ada')).toBe(false);
    row.name = 'Ada';
    expect(byName(row, 'ada')).toBe(true);
  });
});
