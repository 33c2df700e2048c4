import { describe, expect, it } from 'vitest';

import { cityCoordinates, COUNTRIES } from './places.ts';

describe('places', () => {
  it('give every country a distinct three-digit ISO numeric code', () => {
    const codes = COUNTRIES.map((c) => c.isoNumeric);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('give every city coordinates on Earth, listed in the order the seed picks from', () => {
    for (const country of COUNTRIES) {
      expect(country.cities).toEqual(Object.keys(country.coordinates));
      for (const city of country.cities) {
        const [lon, lat] = cityCoordinates(country.name, city) ?? [NaN, NaN];
        expect(lon).toBeGreaterThanOrEqual(-180);
        expect(lon).toBeLessThanOrEqual(180);
        expect(lat).toBeGreaterThanOrEqual(-90);
        expect(lat).toBeLessThanOrEqual(90);
      }
    }
  });

  it('place cities where they are: a few known ones, and the southern hemisphere below the equator', () => {
    expect(cityCoordinates('France', 'Paris')).toEqual([2.35, 48.86]);
    expect(cityCoordinates('United States', 'New York')?.[0]).toBeLessThan(0);
    for (const name of ['Brazil', 'Australia', 'South Africa']) {
      const country = COUNTRIES.find((c) => c.name === name);
      for (const [, lat] of Object.values(country?.coordinates ?? {})) expect(lat).toBeLessThan(0);
    }
    expect(cityCoordinates('France', 'Atlantis')).toBeUndefined();
  });
});
