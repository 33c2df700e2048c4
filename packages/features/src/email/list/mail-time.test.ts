import { describe, expect, it } from 'vitest';

import { mailDateTime, mailTime } from './mail-time.ts';

const now = new Date(2026, 2, 18, 9, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('mailTime', () => {
  it('is relative today, a date before, with the year only for another year', () => {
    expect(mailTime(at(2026, 2, 18, 9, 30), now, 'en')).toBe('this minute');
    expect(mailTime(at(2026, 2, 18, 9, 5), now, 'en')).toBe('25 minutes ago');
    expect(mailTime(at(2026, 2, 18, 6, 10), now, 'en')).toBe('3 hours ago');
    expect(mailTime(at(2026, 2, 17, 23, 0), now, 'en')).toBe('Mar 17');
    expect(mailTime(at(2025, 11, 31, 12, 0), now, 'en')).toBe('Dec 31, 2025');
    expect(mailTime(at(2026, 2, 17, 23, 0), now, 'fr')).toBe('17 mars');
  });

  it('gives back what it cannot read', () => {
    expect(mailTime('soon', now, 'en')).toBe('soon');
    expect(mailDateTime('soon', 'en')).toBe('soon');
  });
});
