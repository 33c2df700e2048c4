import { seedPart } from '../seed-part.ts';
import { seedInvoices } from '../seed/invoices.ts';
import { SEED_SIZES } from '../seed-sizes.ts';

export const invoiceSeed = seedPart(['invoices'], ({ now, scale }) => ({
  invoices: seedInvoices(now, SEED_SIZES.invoices * scale),
}));
