import { seedPart } from '../seed-part.ts';
import { seedInvoices } from '../seed/invoices.ts';
import { SEED_SIZES } from '../seed-sizes.ts';

/** The invoices, and the clients added beside those the invoices name (none in the seed). */
export const invoiceSeed = seedPart(['invoices', 'invoiceClients'], ({ now, scale }) => ({
  invoices: seedInvoices(now, SEED_SIZES.invoices * scale),
  invoiceClients: [],
}));
