import { describe, expect, it } from 'vitest';

import { fixedNow } from '../../clock.ts';
import { invoiceTotals } from '../../values/invoice.ts';
import { seedInvoices } from './invoices.ts';

describe('seeded invoices', () => {
  const invoices = seedInvoices(fixedNow, 500);

  it('have lines whose invoice arithmetic gives their total', () => {
    for (const invoice of invoices) {
      expect(invoice.items.length, `#${invoice.id}`).toBeGreaterThan(0);
      expect(invoiceTotals(invoice.items).total, `#${invoice.id}`).toBe(invoice.total);
    }
  });

  it('owe no more than their total, and a Partial Payment owes something', () => {
    for (const invoice of invoices) {
      expect(invoice.balance, `#${invoice.id}`).toBeLessThanOrEqual(invoice.total);
      if (invoice.invoiceStatus === 'Partial Payment')
        expect(invoice.balance, `#${invoice.id}`).toBeGreaterThan(0);
    }
  });

  it('are the same for the same clock', () => {
    expect(seedInvoices(fixedNow, 500)).toEqual(invoices);
  });
});
