// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isoDayOf, isOverdue } from './due-date.ts';

describe('isOverdue', () => {
  const today = '2026-03-18';

  it('is late from the day after the due day', () => {
    expect(isOverdue('2026-03-17', today)).toBe(true);
    expect(isOverdue('2025-12-31', today)).toBe(true);
  });

  it('is not late on the due day or before it', () => {
    expect(isOverdue('2026-03-18', today)).toBe(false);
    expect(isOverdue('2026-03-19', today)).toBe(false);
  });

  it('reads only the day of a due date with a time', () => {
    expect(isOverdue('2026-03-18T23:59:00Z', today)).toBe(false);
    expect(isOverdue('2026-03-17T23:59:00Z', today)).toBe(true);
  });

  it('never calls a card without a due date, or with an unreadable one, late', () => {
    expect(isOverdue('', today)).toBe(false);
    expect(isOverdue('soon', today)).toBe(false);
  });
});

describe('isoDayOf', () => {
  it('gives the local calendar day, zero-padded', () => {
    expect(isoDayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(isoDayOf(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
