import { avatarPath } from '../lib/asset-paths.ts';
import { nextId } from '../lib/ids.ts';
import { addDays, isoDate, startOfDay } from '../lib/dates.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { fieldSortKeys } from '../lib/fields.ts';
import { listRequest, readString, runList, type QueryInput } from '../lib/query.ts';
import { createSearch } from '../lib/search-text.ts';
import { isRecord } from '../lib/text.ts';
import type {
  Invoice,
  InvoiceDetailsResponse,
  InvoiceLineItem,
  InvoicesResponse,
} from '../types/invoice.ts';
import { paymentDetailsFor } from '../db/seed/invoices.ts';
import {
  completeClient,
  INVOICE_DELETE_ERROR,
  INVOICE_NOT_FOUND_MESSAGE,
  onInvoice,
  readInvoice,
} from './invoice-body.ts';
import { removeById, updateById } from '../lib/records.ts';
import { invoiceTotals } from '../values/invoice.ts';
import { fromCents, paidCents, toCents } from './invoice-money.ts';

export { INVOICE_DELETE_ERROR, INVOICE_NOT_FOUND_MESSAGE };

const matchesText = createSearch<Invoice>(
  (i) => i.client.name,
  (i) => i.client.companyEmail,
  'id',
);

const SORT_KEYS = {
  ...fieldSortKeys<Invoice>('total', 'id', 'balance'),
  client: (i: Invoice) => i.client.name,
  // ISO dates sort correctly as text.
  date: (i: Invoice) => i.issuedDate,
};

/**
 * The issue-date range, in any form a date-range picker sends: selectedDateRange as JSON
 * `{"start","end"}`, `start to end`, `start,end`, or `selectedDateRange[start]`/`[end]`, or
 * separate startDate/endDate. Unparsable ranges are ignored. Bounds are whole days.
 */
function readDateRange(params: URLSearchParams): { from: string; to: string } | null {
  const raw = readString(params, 'selectedDateRange');
  let start = readString(params, 'selectedDateRange[start]') || readString(params, 'startDate');
  let end = readString(params, 'selectedDateRange[end]') || readString(params, 'endDate');
  if (raw.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed)) {
        start = typeof parsed.start === 'string' ? parsed.start : start;
        end = typeof parsed.end === 'string' ? parsed.end : end;
      }
    } catch {
      // Malformed JSON: no range, as with any other unreadable filter.
    }
  } else if (raw !== '') {
    const [a, b] = raw.split(/\s+to\s+|,/);
    start = a?.trim() ?? '';
    end = b?.trim() || start;
  }
  const from = Date.parse(start);
  const to = Date.parse(end || start);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return {
    from: new Date(from).toISOString().slice(0, 10),
    to: new Date(to).toISOString().slice(0, 10),
  };
}

/**
 * GET /api/apps/invoice: q on client name, company email or id; exact status; issue-date range. The
 * list is reversed before sorting (README "Calls"), so unsorted it shows the newest ids first.
 */
export function listInvoices(invoices: readonly Invoice[], query: QueryInput): InvoicesResponse {
  const { params, q, page } = listRequest(query);
  const status = readString(params, 'status');
  const range = readDateRange(params);
  const rows = runList(invoices, params, {
    sortKeys: SORT_KEYS,
    reverse: true,
    match: (i) =>
      (status === '' || i.invoiceStatus === status) &&
      (!range || (i.issuedDate >= range.from && i.issuedDate <= range.to)) &&
      matchesText(i, q),
  });
  return { invoices: page(rows), totalInvoices: rows.length };
}

export function invoiceDetails(
  invoices: readonly Invoice[],
  id: number | null,
): InvoiceDetailsResponse | undefined {
  const invoice = id === null ? undefined : invoices.find((i) => i.id === id);
  return invoice ? { invoice, paymentDetails: paymentDetailsFor(invoice) } : undefined;
}

export function deleteInvoice(invoices: Invoice[], id: number | null): boolean {
  return removeById(invoices, id);
}

/**
 * The money of a body with lines (README "Invoice extensions"): `totals` by the one invoice
 * arithmetic the editor shows (src/values/invoice.ts), and `total` from it; a body's own total
 * and totals are ignored then.
 */
function priced(items: readonly InvoiceLineItem[]): Pick<Invoice, 'totals' | 'total'> {
  const totals = invoiceTotals(items);
  return { totals, total: totals.total };
}

/**
 * Extension: POST /api/apps/invoice; the id is the largest plus one, the status Draft unless
 * given, the balance the total (nothing is paid yet). A body without lines keeps the old form:
 * its `total` as given, or 0.
 */
export function createInvoice(invoices: Invoice[], body: unknown): Outcome<Invoice> {
  const read = readInvoice(body, false);
  if (!read.ok) return invalid(read.errors);
  const { client: given, balance: _balance, items, ...f } = read.fields;
  const client = completeClient(given);
  const money = items || f.total === undefined ? priced(items ?? []) : { total: f.total };
  const invoice: Invoice = {
    ...f,
    id: nextId(invoices),
    issuedDate: f.issuedDate ?? '',
    dueDate: f.dueDate ?? '',
    client,
    service: f.service ?? items?.[0]?.title ?? '',
    avatar: f.avatar ?? avatarPath(client.name),
    invoiceStatus: f.invoiceStatus ?? 'Draft',
    items: items ?? [],
    note: f.note ?? '',
    ...money,
    balance: money.total,
  };
  invoices.push(invoice);
  return success(invoice);
}

/**
 * Extension: PUT|PATCH /api/apps/invoice/{id} merges the valid fields given (client fields too).
 * New lines recompute the money: the balance stays what is still owed, new total − what was paid
 * (total − balance before the change). The status changes only when given.
 */
export function updateInvoice(
  invoices: Invoice[],
  id: number | null,
  body: unknown,
): Outcome<Invoice> {
  return updateById(invoices, id, INVOICE_NOT_FOUND_MESSAGE, (invoice) => {
    const read = readInvoice(body, true, invoice);
    if (!read.ok) return invalid(read.errors);
    const { client, ...rest } = read.fields;
    const fields: Partial<Invoice> = rest;
    if (rest.items) {
      const money = priced(rest.items);
      Object.assign(fields, money, {
        balance: fromCents(toCents(money.total) - paidCents(invoice)),
      });
    }
    // Client fields merge into the stored client rather than replace it.
    return success(client ? { ...fields, client: { ...invoice.client, ...client } } : fields);
  });
}

const DAY_MS = 86_400_000;

/**
 * Extension: POST /api/apps/invoice/{id}/duplicate. A copy with the largest id + 1, a Draft issued
 * today (the mocks clock), due the same number of days after issue, no payments, balance = total.
 */
export function duplicateInvoice(
  invoices: Invoice[],
  id: number | null,
  now: Date,
): Outcome<Invoice> {
  return onInvoice(invoices, id, (source) => {
    const term = Math.round((Date.parse(source.dueDate) - Date.parse(source.issuedDate)) / DAY_MS);
    const today = startOfDay(now);
    // A deep copy: the lines and client of the copy must not be the original's objects.
    const { payments: _payments, ...copy } = JSON.parse(JSON.stringify(source)) as Invoice;
    const invoice: Invoice = {
      ...copy,
      id: nextId(invoices),
      invoiceStatus: 'Draft',
      issuedDate: isoDate(today),
      dueDate: isoDate(addDays(today, Number.isFinite(term) ? Math.max(term, 0) : 0)),
      balance: source.total,
    };
    invoices.push(invoice);
    return success(invoice);
  });
}
