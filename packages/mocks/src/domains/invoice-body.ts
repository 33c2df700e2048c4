import { notFound, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { Invoice, InvoiceClient } from '../types/invoice.ts';
import {
  BLANK_INVOICE_CLIENT,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
} from '../values/invoice.ts';
import { readLines } from './invoice-lines.ts';

export { INVOICE_STATUSES };

/** README "Errors" texts. */
export const INVOICE_NOT_FOUND_MESSAGE = 'No invoice found with this id';
export const INVOICE_DELETE_ERROR = 'Something went wrong';
export const NEEDS_LINES = 'An invoice that is not a draft needs at least one line.';

/** Runs `act` on the invoice with `id`, or answers the contract's not-found message. */
export function onInvoice<T>(
  invoices: readonly Invoice[],
  id: number | null,
  act: (invoice: Invoice) => Outcome<T>,
): Outcome<T> {
  const invoice = invoices.find((i) => i.id === id);
  return invoice ? act(invoice) : notFound(INVOICE_NOT_FOUND_MESSAGE);
}

const CLIENT_FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type InvoiceFields = Partial<Omit<Invoice, 'client'>> & { client?: Partial<InvoiceClient> };

/** The client fields given: name and a valid companyEmail when creating; any subset when updating. */
function readClient(reader: BodyReader, partial: boolean): Partial<InvoiceClient> | undefined {
  const raw = reader.raw('client');
  if (raw === undefined && partial) return undefined;
  if (!isRecord(raw))
    return void reader.fail('client', 'client must be an object with name and companyEmail.');
  const client: Partial<InvoiceClient> = {};
  for (const field of CLIENT_FIELDS) {
    const value = raw[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') reader.fail(`client.${field}`, `client.${field} must be text.`);
    else client[field] = value.trim();
  }
  if (!partial && !client.name) reader.fail('client.name', 'client.name is required.');
  if ((!partial || client.companyEmail !== undefined) && !EMAIL.test(client.companyEmail ?? '')) {
    reader.fail('client.companyEmail', 'client.companyEmail must be a valid email address.');
  }
  return client;
}

/** A complete client from the fields given; absent ones are blank. */
export function completeClient(client: Partial<InvoiceClient> | undefined): InvoiceClient {
  return { ...BLANK_INVOICE_CLIENT, ...client };
}

/**
 * Reads an invoice body. When `current` is given (update) the date order is checked against the
 * stored dates for whichever side is not in the body. `total` and `balance` are read as given;
 * the create and update functions replace them when the body has lines (README "Invoice
 * extensions": the server computes the money).
 */
export function readInvoice(
  body: unknown,
  partial: boolean,
  current?: Invoice,
): { ok: true; fields: InvoiceFields } | { ok: false; errors: Record<string, string[]> } {
  const reader = new BodyReader(body, partial);
  const optional = { required: false } as const;
  const text = (field: string, max: number) =>
    reader.string(field, { ...optional, allowEmpty: true, max });
  const issuedDate = reader.date('issuedDate');
  const dueDate = reader.date('dueDate');
  const client = readClient(reader, partial);
  const fields: InvoiceFields = defined({
    issuedDate,
    dueDate,
    service: reader.string('service', { ...optional, max: 200 }),
    total: reader.number('total', { ...optional, min: 0 }),
    balance: reader.number('balance', optional),
    invoiceStatus: reader.oneOf('invoiceStatus', INVOICE_STATUSES, optional),
    avatar: text('avatar', 300),
    note: text('note', 2_000),
    items: readLines(reader),
    salesperson: text('salesperson', 200),
    clientNotes: text('clientNotes', 2_000),
    paymentTerms: reader.boolean('paymentTerms', optional),
    termsDays: reader.number('termsDays', { ...optional, integer: true, min: 0, max: 365 }),
    paymentStub: reader.boolean('paymentStub', optional),
    paymentMethod: reader.oneOf('paymentMethod', INVOICE_PAYMENT_METHODS, optional),
  });
  const from = issuedDate ?? current?.issuedDate;
  const to = dueDate ?? current?.dueDate;
  if (from && to && Date.parse(to) < Date.parse(from))
    reader.fail('dueDate', 'dueDate must not be before issuedDate.');
  // README "Invoice extensions": only a Draft may have no lines.
  const status = fields.invoiceStatus ?? current?.invoiceStatus ?? 'Draft';
  const lines = fields.items ?? current?.items ?? [];
  const badLines = reader.has('items') && fields.items === undefined;
  if (status !== 'Draft' && lines.length === 0 && !badLines) reader.fail('items', NEEDS_LINES);
  if (!reader.ok) return { ok: false, errors: reader.errors };
  if (client) fields.client = client;
  return { ok: true, fields };
}
