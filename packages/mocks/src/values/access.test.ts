// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ABILITY_SUBJECTS, matrixToRules, rulesToMatrix, type MatrixRow } from './access.ts';

const row = (subject: string, read: boolean, write: boolean, create: boolean): MatrixRow => ({
  subject,
  read,
  write,
  create,
});

describe('matrixToRules', () => {
  it('maps read, write and create to read, update and create, and all three to manage', () => {
    expect(
      matrixToRules([
        row('Email', true, false, false),
        row('Invoice', true, true, false),
        row('Chat', false, false, true),
        row('User', true, true, true),
        row('Role', false, false, false),
      ]),
    ).toEqual([
      { action: 'read', subject: 'Email' },
      { action: 'read', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
      { action: 'create', subject: 'Chat' },
      { action: 'manage', subject: 'User' },
    ]);
  });
});

describe('rulesToMatrix', () => {
  it('ticks a column per rule, all three for manage and for manage all', () => {
    const matrix = rulesToMatrix(
      [
        { action: 'read', subject: 'Email' },
        { action: 'update', subject: 'Email' },
        { action: 'manage', subject: 'Kanban' },
      ],
      ['Email', 'Kanban', 'Chat'],
    );
    expect(matrix).toEqual([
      row('Email', true, true, false),
      row('Kanban', true, true, true),
      row('Chat', false, false, false),
    ]);
    expect(rulesToMatrix([{ action: 'manage', subject: 'all' }]).every((r) => r.create)).toBe(true);
  });

  it('covers every ability subject by default, in order', () => {
    expect(rulesToMatrix([]).map((r) => r.subject)).toEqual([...ABILITY_SUBJECTS]);
  });

  it('is the inverse of matrixToRules for every row shape', () => {
    const shapes = [0, 1, 2, 3, 4, 5, 6, 7];
    const matrix = ABILITY_SUBJECTS.map((subject, i) => {
      const bits = shapes[i % shapes.length] ?? 0;
      return row(subject, (bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0);
    });
    expect(rulesToMatrix(matrixToRules(matrix))).toEqual(matrix);
  });
});
