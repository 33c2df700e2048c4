import type {
  InvoiceClient,
  InvoiceLineItem,
  InvoicePaymentMethod,
  InvoiceStatus,
  InvoiceTotals,
} from '../types/invoice.ts';
import { setOf } from './ecommerce.ts';

/** SPEC §4's invoice statuses, in the order the filters and chips list them. */
export const INVOICE_STATUSES = setOf<InvoiceStatus>()([
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
]);

/** How a client may be asked to pay (the editor's payment method). */
export const INVOICE_PAYMENT_METHODS = setOf<InvoicePaymentMethod>()(['bank', 'paypal', 'card']);

/** A client with every field blank: the editor's empty form, the fake API's base for the fields given. */
export const BLANK_INVOICE_CLIENT: Readonly<InvoiceClient> = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

/** How a recorded payment came in (the preview's "Add payment"). */
export const INVOICE_PAYMENT_KINDS = setOf<InvoicePaymentMethod | 'cash'>()([
  ...INVOICE_PAYMENT_METHODS,
  'cash',
]);

/*
 * The invoice arithmetic, the one copy the editor shows and the fake API saves: money in integer
 * cents, each percentage rounded half-up to the cent per line, then summed. A plain function in
 * this entry (no MSW, no db) so the screen and the server cannot disagree by a cent.
 */

const toCents = (amount: number): number => Math.round(amount * 100);
/** Half-up for the non-negative amounts an invoice holds (Math.round is half-up above zero). */
const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);
const clampPercent = (percent: number | undefined): number =>
  Math.min(100, Math.max(0, percent ?? 0));

/** One line's sums in cents: gross = cost × qty, its discount, and its two taxes on the rest. */
export function lineCents(
  line: Pick<InvoiceLineItem, 'cost' | 'qty' | 'discount' | 'tax1' | 'tax2'>,
): { gross: number; discount: number; tax: number; total: number } {
  const gross = toCents(line.cost) * line.qty;
  const discount = percentOf(gross, clampPercent(line.discount));
  const net = gross - discount;
  const tax = percentOf(net, clampPercent(line.tax1)) + percentOf(net, clampPercent(line.tax2));
  return { gross, discount, tax, total: net + tax };
}

/** The invoice's subtotal (before discounts), discount, tax and total, in major units. */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLineItem, 'cost' | 'qty' | 'discount' | 'tax1' | 'tax2'>[],
): InvoiceTotals {
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  for (const line of lines) {
    const cents = lineCents(line);
    subtotal += cents.gross;
    discount += cents.discount;
    tax += cents.tax;
  }
  return {
    subtotal: subtotal / 100,
    discount: discount / 100,
    tax: tax / 100,
    total: (subtotal - discount + tax) / 100,
  };
}
