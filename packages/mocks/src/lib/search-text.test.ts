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
});
