import { isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { Invoice, InvoiceClient, InvoiceLineItem } from '../types/invoice.ts';
import { INVOICE_STATUSES } from '../values/invoice.ts';

export { INVOICE_STATUSES };

/** README "Errors" texts. */
export const INVOICE_NOT_FOUND_MESSAGE = 'No invoice found with this id';
export const INVOICE_DELETE_ERROR = 'Something went wrong';

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
  return {
    name: '',
    company: '',
    companyEmail: '',
    address: '',
    country: '',
    contact: '',
    ...client,
  };
}

function isLineItem(value: unknown): value is InvoiceLineItem {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.cost === 'number' &&
    Number.isFinite(value.cost) &&
    value.cost >= 0 &&
    typeof value.qty === 'number' &&
    Number.isInteger(value.qty) &&
    value.qty >= 0 &&
    (value.description === undefined || typeof value.description === 'string')
  );
}

/**
 * Reads an invoice body. When `current` is given (update) the date order is checked against the
 * stored dates for whichever side is not in the body.
 */
export function readInvoice(
  body: unknown,
  partial: boolean,
  current?: Invoice,
): { ok: true; fields: InvoiceFields } | { ok: false; errors: Record<string, string[]> } {
  const reader = new BodyReader(body, partial);
  const issuedDate = reader.date('issuedDate');
  const dueDate = reader.date('dueDate');
  const client = readClient(reader, partial);
  const service = reader.string('service', { required: false, max: 200 });
  const total = reader.number('total', { required: false, min: 0 });
  const balance = reader.number('balance', { required: false });
  const invoiceStatus = reader.oneOf('invoiceStatus', INVOICE_STATUSES, { required: false });
  const avatar = reader.string('avatar', { required: false, allowEmpty: true, max: 300 });
  const note = reader.string('note', { required: false, allowEmpty: true, max: 2_000 });
  const items = reader
    .list('items', isLineItem, { required: false, what: 'lines with title, cost and qty' })
    ?.map((i) => ({ ...i, description: i.description ?? '' }));
  const from = issuedDate ?? current?.issuedDate;
  const to = dueDate ?? current?.dueDate;
  if (from && to && Date.parse(to) < Date.parse(from))
    reader.fail('dueDate', 'dueDate must not be before issuedDate.');
  if (!reader.ok) return { ok: false, errors: reader.errors };
  const derivedTotal =
    total ?? (items ? items.reduce((sum, i) => sum + i.cost * i.qty, 0) : undefined);
  const fields: InvoiceFields = defined({
    issuedDate,
    dueDate,
    service,
    total: derivedTotal,
    balance,
    invoiceStatus,
    avatar,
    note,
    items,
  });
  if (client) fields.client = client;
  return { ok: true, fields };
}
