import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { emailSeed } from '../db/parts/communication.ts';
import { invoiceSeed } from '../db/parts/invoice.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createInvoice,
  deleteInvoice,
  duplicateInvoice,
  INVOICE_DELETE_ERROR,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceDetails,
  listInvoices,
  updateInvoice,
} from '../domains/invoice.ts';
import { createInvoiceClient, invoiceClients } from '../domains/invoice-clients.ts';
import { addInvoicePayment, invoicesSummary } from '../domains/invoice-payments.ts';
import { senderName, sendInvoice } from '../domains/invoice-send.ts';
import { parseId } from '../lib/ids.ts';
import { answer, api, collection, get, json, message, post, readJson } from './kit.ts';

const invoices = () => getDb().invoices;

// The static routes (/summary, /clients) must come before /:id, or MSW would read them as an id.
export const invoiceHandlers = withSeeds(
  // Sending stores the mail in Mail's Sent folder, from the signed-in user.
  [invoiceSeed, emailSeed, accountsSeed],
  [
    get(api('/apps/invoice/summary'), () => json(invoicesSummary(invoices()))),
    get(api('/apps/invoice/clients'), () =>
      json(invoiceClients(invoices(), getDb().invoiceClients)),
    ),
    post(api('/apps/invoice/clients'), async ({ request }) =>
      answer(createInvoiceClient(invoices(), getDb().invoiceClients, await readJson(request)), 201),
    ),
    post(api('/apps/invoice/:id/payments'), async ({ request, params }) =>
      answer(addInvoicePayment(invoices(), parseId(params.id), await readJson(request)), 201),
    ),
    post(api('/apps/invoice/:id/duplicate'), ({ params }) =>
      answer(duplicateInvoice(invoices(), parseId(params.id), getConfig().clock()), 201),
    ),
    post(api('/apps/invoice/:id/send'), async ({ request, params }) => {
      const db = getDb();
      const context = {
        invoices: db.invoices,
        emails: db.emails,
        senderName: senderName(db.loginUsers, request.headers.get('Authorization')),
        now: getConfig().clock(),
      };
      return answer(sendInvoice(context, parseId(params.id), await readJson(request)));
    }),
    ...collection({
      path: api('/apps/invoice'),
      rows: invoices,
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
