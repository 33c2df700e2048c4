import { getDb } from '../db/store.ts';
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
import {
  answer,
  api,
  del,
  failure,
  get,
  json,
  message,
  noContent,
  patch,
  post,
  put,
  readJson,
  type RouteContext,
} from './kit.ts';

const update = async ({ request, params }: RouteContext): Promise<Response> => {
  const outcome = updateInvoice(getDb().invoices, parseId(params.id), await readJson(request));
  return answer(outcome);
};

// The static /clients route must come before /:id, or MSW would read "clients" as an id.
export const invoiceHandlers = [
  get(api('/apps/invoice/clients'), () => json(invoiceClients(getDb().invoices))),
  get(api('/apps/invoice'), ({ url }) => json(listInvoices(getDb().invoices, url.searchParams))),
  get(api('/apps/invoice/:id'), ({ params }) => {
    const details = invoiceDetails(getDb().invoices, parseId(params.id));
    return details ? json(details) : message(404, INVOICE_NOT_FOUND_MESSAGE);
  }),
  post(api('/apps/invoice'), async ({ request }) => {
    const outcome = createInvoice(getDb().invoices, await readJson(request));
    return outcome.ok ? json(outcome.value, 201) : failure(outcome.failure);
  }),
  put(api('/apps/invoice/:id'), update),
  patch(api('/apps/invoice/:id'), update),
  // README "Errors": "404, error 'Something went wrong'".
  del(api('/apps/invoice/:id'), ({ params }) =>
    deleteInvoice(getDb().invoices, parseId(params.id))
      ? noContent()
      : json({ error: INVOICE_DELETE_ERROR }, 404),
  ),
];
