import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { Invoice, InvoiceClient } from '../types/invoice.ts';

/** README "Calls": the client list is the clients of the first five invoices. */
const LISTED_INVOICES = 5;

export const CLIENT_EMAIL_TAKEN = 'A client with this email already exists.';

/**
 * GET /api/apps/invoice/clients: the clients of the first five invoices (README "Calls"), then
 * the clients added with POST, oldest first.
 */
export function invoiceClients(
  invoices: readonly Invoice[],
  added: readonly InvoiceClient[],
): InvoiceClient[] {
  return [...invoices.slice(0, LISTED_INVOICES).map((i) => i.client), ...added];
}

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.toLowerCase();

/**
 * Extension: POST /api/apps/invoice/clients. Name required, a valid company email that no listed
 * client has (in any case), the other fields optional text; stored after the listed ones.
 */
export function createInvoiceClient(
  invoices: readonly Invoice[],
  added: InvoiceClient[],
  body: unknown,
): Outcome<InvoiceClient> {
  const reader = new BodyReader(body);
  const optional = (field: string, max = 200): string =>
    reader.string(field, { required: false, allowEmpty: true, max }) ?? '';
  const client: InvoiceClient = {
    name: reader.string('name', { max: 200 }) ?? '',
    company: optional('company'),
    companyEmail: reader.email('companyEmail') ?? '',
    address: optional('address', 500),
    country: optional('country'),
    contact: optional('contact'),
  };
  if (
    client.companyEmail !== '' &&
    invoiceClients(invoices, added).some((c) => sameEmail(c.companyEmail, client.companyEmail))
  )
    reader.fail('companyEmail', CLIENT_EMAIL_TAKEN);
  if (!reader.ok) return invalid(reader.errors);
  added.push(client);
  return success(client);
}
