import { describe, expect, it } from 'vitest';

import { anyEventIn, monthOf } from './calendar-dates.ts';

/** The month view of March 2026: 1 March to 1 April, excluded. */
const march = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') };
const at = (start: string, end = '') => ({ start, end });

describe('anyEventIn', () => {
  it('finds an event inside the dates, or overlapping either edge', () => {
    expect(anyEventIn([at('2026-03-18T10:00:00Z', '2026-03-18T11:00:00Z')], march)).toBe(true);
    expect(anyEventIn([at('2026-02-27T10:00:00Z', '2026-03-02T00:00:00Z')], march)).toBe(true);
    expect(anyEventIn([at('2026-03-31T23:00:00Z', '2026-04-02T00:00:00Z')], march)).toBe(true);
  });

  it('counts an event with no end, or no length, on its moment', () => {
    expect(anyEventIn([at('2026-03-01T00:00:00Z')], march)).toBe(true);
    expect(anyEventIn([at('2026-03-05T09:00:00Z', '2026-03-05T09:00:00Z')], march)).toBe(true);
  });

  it('leaves out events before or after, an end being excluded as the range end is', () => {
    expect(anyEventIn([], march)).toBe(false);
    expect(anyEventIn([at('2026-02-27T10:00:00Z', '2026-03-01T00:00:00Z')], march)).toBe(false);
    expect(anyEventIn([at('2026-04-01T00:00:00Z', '2026-04-01T10:00:00Z')], march)).toBe(false);
  });
});

describe('monthOf', () => {
  it('spans the local month of a day, to the next month excluded (a year turning too)', () => {
    expect(monthOf(new Date(2026, 2, 18, 15))).toEqual({
      start: new Date(2026, 2, 1),
      end: new Date(2026, 3, 1),
    });
    expect(monthOf(new Date(2026, 11, 31))).toEqual({
      start: new Date(2026, 11, 1),
      end: new Date(2027, 0, 1),
    });
  });
});
