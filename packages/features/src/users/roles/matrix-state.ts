import { ABILITY_SUBJECTS, MATRIX_COLUMNS, type MatrixColumn } from '@atrium/mocks/values';
import type { CheckedState } from '@atrium/ui';

import type { MatrixRow } from '../../shared/access/index.ts';

export { MATRIX_COLUMNS, type MatrixColumn };

/**
 * The dialog's rows: every ability subject in the app's order (ticked as the role has it), then
 * any subject the role holds that the app no longer names, so saving never drops it.
 */
export function matrixRows(permissions: readonly MatrixRow[]): MatrixRow[] {
  const bySubject = new Map(permissions.map((row) => [row.subject, row]));
  const known: readonly string[] = ABILITY_SUBJECTS;
  return [
    ...known.map((subject) => ({
      subject,
      read: bySubject.get(subject)?.read ?? false,
      write: bySubject.get(subject)?.write ?? false,
      create: bySubject.get(subject)?.create ?? false,
    })),
    ...permissions.filter((row) => !known.includes(row.subject)).map((row) => ({ ...row })),
  ];
}

/** One box ticked or unticked. */
export function setCell(
  rows: readonly MatrixRow[],
  subject: string,
  column: MatrixColumn,
  checked: boolean,
): MatrixRow[] {
  return rows.map((row) => (row.subject === subject ? { ...row, [column]: checked } : row));
}

/** Every box at once ("Select all"). */
export const setAll = (rows: readonly MatrixRow[], checked: boolean): MatrixRow[] =>
  rows.map((row) => ({ ...row, read: checked, write: checked, create: checked }));

/** "Select all": ticked when every box is, unticked when none is, indeterminate in between. */
export function allState(rows: readonly MatrixRow[]): CheckedState {
  const cells = rows.flatMap((row) => MATRIX_COLUMNS.map((column) => row[column]));
  if (cells.length > 0 && cells.every(Boolean)) return true;
  return cells.some(Boolean) ? 'indeterminate' : false;
}

/** How many boxes are ticked, for the dialog's summary. */
export const grantedCount = (rows: readonly MatrixRow[]): number =>
  rows.reduce((sum, row) => sum + MATRIX_COLUMNS.filter((column) => row[column]).length, 0);

/** How much of the whole matrix a role holds: `{ count, total }` boxes. */
export function grantSummary(permissions: readonly MatrixRow[]) {
  const rows = matrixRows(permissions);
  return { count: grantedCount(rows), total: rows.length * MATRIX_COLUMNS.length };
}
