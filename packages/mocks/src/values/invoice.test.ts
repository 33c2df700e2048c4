import { describe, expect, it } from 'vitest';

import { invoiceTotals, lineCents } from './invoice.ts';

describe('invoiceTotals', () => {
  it.each([
    ['no lines', [], { subtotal: 0, discount: 0, tax: 0, total: 0 }],
    ['one plain line', [{ cost: 12.5, qty: 2 }], { subtotal: 25, discount: 0, tax: 0, total: 25 }],
    [
      'a discount and two taxes',
      [{ cost: 100, qty: 3, discount: 10, tax1: 20, tax2: 5 }],
      { subtotal: 300, discount: 30, tax: 67.5, total: 337.5 },
    ],
    [
      'a 100% discount leaves nothing to tax',
      [{ cost: 80, qty: 2, discount: 100, tax1: 20 }],
      { subtotal: 160, discount: 160, tax: 0, total: 0 },
    ],
    [
      'half a cent rounds up per line',
      // 0.05 × 10% = 0.005 → 0.01 on each line, so two lines give 0.02, not round(0.01) = 0.01.
      [
        { cost: 0.05, qty: 1, tax1: 10 },
        { cost: 0.05, qty: 1, tax1: 10 },
      ],
      { subtotal: 0.1, discount: 0, tax: 0.02, total: 0.12 },
    ],
    [
      'float costs are exact in cents',
      [
        { cost: 0.1, qty: 3 },
        { cost: 0.2, qty: 1 },
      ],
      { subtotal: 0.5, discount: 0, tax: 0, total: 0.5 },
    ],
    [
      'large quantities',
      [{ cost: 19_999.99, qty: 1_000_000, tax1: 7.5 }],
      { subtotal: 19_999_990_000, discount: 0, tax: 1_499_999_250, total: 21_499_989_250 },
    ],
    [
      'percentages out of range are clamped',
      [{ cost: 10, qty: 1, discount: 150, tax1: -5 }],
      { subtotal: 10, discount: 10, tax: 0, total: 0 },
    ],
  ])('%s', (_name, lines, expected) => {
    expect(invoiceTotals(lines)).toEqual(expected);
  });

  it('keeps each line in whole cents', () => {
    expect(lineCents({ cost: 33.33, qty: 3, discount: 33, tax1: 7.25 })).toEqual({
      gross: 9999,
      discount: 3300,
      tax: 486,
      total: 7185,
    });
  });
});
