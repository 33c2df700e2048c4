import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type {
  Invoice,
  InvoicePayment,
  InvoicePaymentInput,
  InvoicesSummary,
} from '../types/invoice.ts';
import { INVOICE_PAYMENT_KINDS } from '../values/invoice.ts';
import { onInvoice } from './invoice-body.ts';
import { fromCents, hasCents, toCents } from './invoice-money.ts';

/** An ISO calendar date, optionally with a time (`2026-03-18`, `2026-03-18T09:30:00Z`). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** README "Invoice extensions": the messages the payment call answers on `amount`. */
export const PAYMENT_DRAFT_MESSAGE = 'A draft invoice cannot be paid: send it first.';
export const PAYMENT_NOTHING_DUE_MESSAGE = 'This invoice has no balance left to pay.';
export const paymentOverBalanceMessage = (balance: number): string =>
  `amount must not be more than the balance, ${balance.toFixed(2)}.`;

/**
 * GET /api/apps/invoice/summary (README "Invoice extensions"): distinct clients by company email,
 * the invoice count, what was paid (total minus what is still owed, never below zero per
 * invoice) and what is owed (positive balances; a credit owes nothing).
 */
export function invoicesSummary(invoices: readonly Invoice[]): InvoicesSummary {
  const clients = new Set<string>();
  let paid = 0;
  let unpaid = 0;
  for (const invoice of invoices) {
    clients.add(invoice.client.companyEmail.trim().toLowerCase());
    const owed = Math.max(toCents(invoice.balance), 0);
    paid += Math.max(toCents(invoice.total) - owed, 0);
    unpaid += owed;
  }
  return {
    clients: clients.size,
    invoices: invoices.length,
    paid: fromCents(paid),
    unpaid: fromCents(unpaid),
  };
}

function readPayment(
  body: unknown,
  invoice: Invoice,
): { reader: BodyReader; payment: InvoicePaymentInput } {
  const reader = new BodyReader(body);
  const amount = reader.number('amount');
  const date = reader.date('date');
  const method = reader.oneOf('method', INVOICE_PAYMENT_KINDS);
  const note = reader.string('note', { required: false, allowEmpty: true, max: 500 });
  const balance = toCents(invoice.balance);
  if (date !== undefined && !ISO_DATE.test(date))
    reader.fail('date', 'date must be an ISO date (2026-03-18).');
  if (amount !== undefined) {
    if (invoice.invoiceStatus === 'Draft') reader.fail('amount', PAYMENT_DRAFT_MESSAGE);
    else if (amount <= 0) reader.fail('amount', 'amount must be more than 0.');
    else if (!hasCents(amount)) reader.fail('amount', 'amount must have at most two decimals.');
    else if (balance <= 0) reader.fail('amount', PAYMENT_NOTHING_DUE_MESSAGE);
    else if (toCents(amount) > balance)
      reader.fail('amount', paymentOverBalanceMessage(invoice.balance));
  }
  return {
    reader,
    payment: { amount: amount ?? 0, date: date ?? '', method: method ?? 'bank', note: note ?? '' },
  };
}

/**
 * POST /api/apps/invoice/{id}/payments: appends the payment (id = last + 1), lowers the balance
 * in cents, and sets the status to Paid at zero, Partial Payment otherwise.
 */
export function addInvoicePayment(
  invoices: Invoice[],
  id: number | null,
  body: unknown,
): Outcome<Invoice> {
  return onInvoice(invoices, id, (invoice) => {
    const { reader, payment } = readPayment(body, invoice);
    if (!reader.ok) return invalid(reader.errors);
    const payments = invoice.payments ?? [];
    const recorded: InvoicePayment = { id: (payments.at(-1)?.id ?? 0) + 1, ...payment };
    const balance = toCents(invoice.balance) - toCents(payment.amount);
    invoice.payments = [...payments, recorded];
    invoice.balance = fromCents(balance);
    invoice.invoiceStatus = balance === 0 ? 'Paid' : 'Partial Payment';
    return success(invoice);
  });
}
