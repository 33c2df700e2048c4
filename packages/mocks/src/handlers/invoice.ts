import { invoiceSeed } from '../db/parts/invoice.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createInvoice,
  deleteInvoice,
  INVOICE_DELETE_ERROR,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceClients,
  invoiceDetails,
  listInvoices,
  updateInvoice,
} from '../domains/invoice.ts';
import { parseId } from '../lib/ids.ts';
import { api, collection, get, json, message } from './kit.ts';

// The static /clients route must come before /:id, or MSW would read "clients" as an id.
export const invoiceHandlers = withSeeds(
  [invoiceSeed],
  [
    get(api('/apps/invoice/clients'), () => json(invoiceClients(getDb().invoices))),
    ...collection({
      path: api('/apps/invoice'),
      rows: () => getDb().invoices,
      id: parseId,
      list: listInvoices,
      find: invoiceDetails,
      create: createInvoice,
      update: updateInvoice,
      remove: deleteInvoice,
      missing: () => message(404, INVOICE_NOT_FOUND_MESSAGE),
      // README "Errors": "404, error 'Something went wrong'".
      removeMissing: () => json({ error: INVOICE_DELETE_ERROR }, 404),
    }),
  ],
);
