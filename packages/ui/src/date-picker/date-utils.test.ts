import { describe, expect, it } from 'vitest';

import {
  addMonths,
  firstDayOfWeek,
  formatShort,
  monthGrid,
  parseDate,
  weekdayNames,
} from './date-utils.ts';

describe('date utils', () => {
  it('clamps month arithmetic to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('starts weeks on Sunday, Monday or Saturday by language', () => {
    expect(monthGrid('2026-03-18', firstDayOfWeek('en'))[0]![0]).toBe('2026-03-01');
    expect(monthGrid('2026-03-18', firstDayOfWeek('fr'))[0]![0]).toBe('2026-02-23');
    expect(monthGrid('2026-03-18', firstDayOfWeek('ar'))[0]![0]).toBe('2026-02-28');
    expect(weekdayNames('de', 1)[0]!.long).toBe('Montag');
  });

  it('parses typed dates in the language order', () => {
    expect(parseDate('03/18/2026', 'en')).toBe('2026-03-18');
    expect(parseDate('18/03/2026', 'fr')).toBe('2026-03-18');
    expect(parseDate('18.3.26', 'de')).toBe('2026-03-18');
    expect(parseDate('2026-03-18', 'fr')).toBe('2026-03-18');
    expect(parseDate(formatShort('2026-03-18', 'ar'), 'ar')).toBe('2026-03-18');
    expect(parseDate('02/30/2026', 'en')).toBeNull();
    expect(parseDate('soon', 'en')).toBeNull();
  });
});
