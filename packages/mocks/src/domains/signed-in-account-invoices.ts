import type { Invoice } from '../types/invoice.ts';
import type { AccountInvoice } from '../types/signed-in-account.ts';
import type { SignedIn } from './signed-in-account.ts';

/**
 * Extension: GET /api/pages/account-settings/invoices. The invoices the shop billed to the
 * account's company (its billing address's company name, compared case-insensitively), newest
 * first; none while the account names no company.
 */
export function accountInvoices(
  invoices: readonly Invoice[],
  { record }: Pick<SignedIn, 'record'>,
): AccountInvoice[] {
  const company = record.billingAddress.companyName.trim().toLowerCase();
  if (company === '') return [];
  return invoices
    .filter((invoice) => invoice.client.company.toLowerCase() === company)
    .sort((a, b) => b.issuedDate.localeCompare(a.issuedDate) || b.id - a.id)
    .map(({ id, issuedDate, dueDate, service, total, balance, invoiceStatus }) => ({
      id,
      issuedDate,
      dueDate,
      service,
      total,
      balance,
      invoiceStatus,
    }));
}
