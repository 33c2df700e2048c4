import type { Invoice } from '../types/invoice.ts';

/** Money is summed and compared in integer cents, so a balance never drifts by 0.000001. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** An amount with at most two decimals (12.5, 12.34; not 12.345). */
export const hasCents = (amount: number): boolean =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * What the client has paid so far, in cents: total − balance. Seeded invoices carry a balance
 * without recorded payments (README "Invoice extensions"), so the balance, not the payment
 * list, is what says how much came in; for an invoice whose payments were all recorded here the
 * two agree.
 */
export const paidCents = (invoice: Pick<Invoice, 'total' | 'balance'>): number =>
  toCents(invoice.total) - toCents(invoice.balance);
