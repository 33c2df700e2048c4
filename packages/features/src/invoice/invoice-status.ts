import type { Invoice, InvoiceStatus } from '@atrium/mocks/types';

export { INVOICE_STATUSES } from '@atrium/mocks/values';

/** An ISO date (`YYYY-MM-DD`) of the local day, what due dates are compared with. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The status to show: a sent or partly paid invoice whose due date has passed with money still
 * owed is Past Due whatever was stored; a draft is not yet owed, and a settled one is Paid.
 */
export function shownStatus(
  invoice: Pick<Invoice, 'invoiceStatus' | 'balance' | 'dueDate'>,
  today: string = isoToday(),
): InvoiceStatus {
  const { invoiceStatus, balance, dueDate } = invoice;
  if (invoiceStatus === 'Draft') return invoiceStatus;
  if (balance > 0 && dueDate !== '' && dueDate < today) return 'Past Due';
  return invoiceStatus;
}
