import { ABILITY_SUBJECTS, rulesToMatrix } from '@atrium/mocks/values';
import { describe, expect, it } from 'vitest';

import { allState, grantedCount, matrixRows, setAll, setCell } from './matrix-state.ts';

const none = rulesToMatrix([]);

describe("the role dialog's matrix state", () => {
  it('lists every ability subject in order, then subjects only the role still holds', () => {
    const rows = matrixRows([
      { subject: 'Email', read: true, write: false, create: true },
      { subject: 'Legacy', read: true, write: false, create: false },
    ]);
    expect(rows.map((r) => r.subject)).toEqual([...ABILITY_SUBJECTS, 'Legacy']);
    expect(rows.find((r) => r.subject === 'Email')).toEqual({
      subject: 'Email',
      read: true,
      write: false,
      create: true,
    });
    expect(rows.find((r) => r.subject === 'Chat')).toEqual({
      subject: 'Chat',
      read: false,
      write: false,
      create: false,
    });
  });

  it('is unticked with no box, indeterminate with some, ticked with all', () => {
    expect(allState(none)).toBe(false);
    const partial = setCell(none, 'Invoice', 'write', true);
    expect(allState(partial)).toBe('indeterminate');
    expect(grantedCount(partial)).toBe(1);
    const full = setAll(partial, true);
    expect(allState(full)).toBe(true);
    expect(grantedCount(full)).toBe(ABILITY_SUBJECTS.length * 3);
    expect(allState(setCell(full, 'Role', 'create', false))).toBe('indeterminate');
  });

  it('select all clears every box again, and a cell changes only its own row and column', () => {
    const full = setAll(none, true);
    expect(allState(setAll(full, false))).toBe(false);
    const one = setCell(none, 'Kanban', 'create', true);
    expect(one.filter((r) => r.read || r.write || r.create)).toEqual([
      { subject: 'Kanban', read: false, write: false, create: true },
    ]);
    expect(none.every((r) => !r.create)).toBe(true);
  });
});
