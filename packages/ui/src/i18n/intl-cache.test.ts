import { describe, expect, it } from 'vitest';

import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-cache.ts';

describe('Intl formatter cache', () => {
  it('gives the same formatter for the same language and options', () => {
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
    expect(dateTimeFormat('de', { dateStyle: 'full' })).toBe(
      dateTimeFormat('de', { dateStyle: 'full' }),
    );
    expect(relativeTimeFormat('ar')).toBe(relativeTimeFormat('ar', undefined));
  });

  it('keeps languages and options apart', () => {
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en', { style: 'percent' }).format(0.25)).toBe('25%');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(relativeTimeFormat('en').format(-1, 'day')).toBe('1 day ago');
  });
});
