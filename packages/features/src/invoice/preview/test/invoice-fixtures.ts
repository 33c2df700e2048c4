import { getDb } from '@atrium/mocks';
import type { Invoice, InvoiceLineItem } from '@atrium/mocks/types';
import { invoiceTotals } from '@atrium/mocks/values';

/**
 * Seeded invoices the stories and tests open, by what they show at the mocks' fixed clock
 * (2026-03-18). Sent and Partial Payment invoices of the seed are all past due by then, so their
 * stories move the due date after it (`dueLater`).
 */
export const SEEDED = {
  /** Downloaded, past due: shows Past Due; three plain lines. */
  first: 4987,
  paid: 5003,
  downloaded: 5011,
  sent: 5000,
  draft: 5012,
  partial: 4992,
  pastDue: 4989,
  /** Paid with a credit of $320. */
  credit: 4988,
} as const;

/** The seeded invoice with this id, as the fake API holds it (edit it to set a story up). */
export function seededInvoice(id: number): Invoice {
  const invoice = getDb().invoices.find((i) => i.id === id);
  if (!invoice) throw new Error(`No seeded invoice ${id}`);
  return invoice;
}

/** A date after the fixed clock's today: the invoice is not past due. */
export const LATER = '2026-04-30';

export const dueLater = (invoice: Invoice) => {
  invoice.dueDate = LATER;
};

/** Unit tests run on the real clock: a due date no run will reach. */
export const dueNever = (invoice: Invoice) => {
  invoice.dueDate = '2099-12-31';
};

const ITEMS = ['Storefront theme', 'Checkout audit', 'Product photos', 'Hosting (month)'];

/** `count` lines with discounts and both taxes, the same on every run. */
export function editorLines(count: number): InvoiceLineItem[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `${ITEMS[index % ITEMS.length]} ${index + 1}`,
    description: 'Work as agreed in the statement of work',
    cost: 40 + ((index * 37) % 260) + 0.5,
    qty: 1 + (index % 4),
    discount: index % 3 === 0 ? 10 : 0,
    tax1: 8,
    tax2: index % 2 === 0 ? 2.5 : 0,
  }));
}

/**
 * What an invoice saved by the editor holds: lines with discounts and taxes, the computed and
 * saved totals, a salesperson, notes to the client and the payment stub.
 */
export function asEditorSaved(invoice: Invoice, lines = editorLines(4)) {
  const totals = invoiceTotals(lines);
  Object.assign(invoice, {
    items: lines,
    totals,
    total: totals.total,
    balance: totals.total,
    salesperson: 'Tommy Shelby',
    clientNotes: 'Please quote the invoice number with your payment.',
    paymentTerms: true,
    termsDays: 30,
    paymentStub: true,
    paymentMethod: 'bank',
  } satisfies Partial<Invoice>);
}
