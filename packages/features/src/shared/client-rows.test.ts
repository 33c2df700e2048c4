import { describe, expect, it } from 'vitest';

import { defaultDataTableState } from '@atrium/ui';

import { clientRows, type ClientRowsOptions } from './client-rows.ts';

interface Row {
  name: string;
  score: number;
  team: string;
}

const rows: Row[] = [
  { name: 'Élodie', score: 12, team: 'red' },
  { name: 'Bram', score: 3, team: 'blue' },
  { name: 'Chen', score: 30, team: 'red' },
  { name: 'Ada', score: 7, team: 'blue' },
];
const options: ClientRowsOptions<Row> = {
  searchText: (row) => row.name,
  filters: { team: (row, value) => row.team === value },
  sortKeys: { name: (row) => row.name, score: (row) => row.score },
};
const view = (patch: Partial<typeof defaultDataTableState>) => ({
  ...defaultDataTableState,
  ...patch,
});
const names = (list: Row[]) => list.map((row) => row.name);

describe('clientRows', () => {
  it('keeps the answer order with no view, and cuts the page', () => {
    const { matched, page } = clientRows(rows, view({ pageSize: 3, pageIndex: 1 }), options);
    expect(names(matched)).toEqual(['Élodie', 'Bram', 'Chen', 'Ada']);
    expect(names(page)).toEqual(['Ada']);
  });

  it('searches case-insensitively and applies the known filters only', () => {
    const { matched } = clientRows(
      rows,
      view({
        globalFilter: ' E',
        columnFilters: [
          { id: 'team', value: 'red' },
          { id: 'unknown', value: 'x' },
        ],
      }),
      options,
    );
    expect(names(matched)).toEqual(['Élodie', 'Chen']);
  });

  it('sorts numbers as numbers and text by locale, either way', () => {
    const byScore = clientRows(rows, view({ sorting: [{ id: 'score', desc: true }] }), options);
    expect(names(byScore.matched)).toEqual(['Chen', 'Élodie', 'Ada', 'Bram']);
    const byName = clientRows(rows, view({ sorting: [{ id: 'name', desc: false }] }), options);
    expect(names(byName.matched)).toEqual(['Ada', 'Bram', 'Chen', 'Élodie']);
    expect(names(rows)).toEqual(['Élodie', 'Bram', 'Chen', 'Ada']);
  });
});
