export type InvoiceStatus =
  'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due';

export interface InvoiceClient {
  name: string;
  company: string;
  companyEmail: string;
  address: string;
  country: string;
  contact: string;
}

/**
 * Extension: the lines the preview, add and edit screens show. Money is in the store currency's
 * major unit with at most two decimals (12.5 = 12.50); percentages are 0–100. The three
 * percentages are optional for the seed's older lines (absent = 0).
 */
export interface InvoiceLineItem {
  title: string;
  description: string;
  cost: number;
  qty: number;
  /** The seeded product the line was picked from; absent for free text. */
  productId?: number;
  /** Per-line discount, % of cost × qty. */
  discount?: number;
  /** Two taxes, each % of the discounted line amount. */
  tax1?: number;
  tax2?: number;
}

/** Extension: how the client is asked to pay. */
export type InvoicePaymentMethod = 'bank' | 'paypal' | 'card';

/** Extension: a payment recorded against an invoice (the preview's "Add payment"). */
export interface InvoicePayment {
  id: number;
  /** Major units, > 0 and ≤ the balance at the time. */
  amount: number;
  /** ISO date. */
  date: string;
  method: InvoicePaymentMethod | 'cash';
  note: string;
}

/** Extension: the editor's computed sums, saved with the invoice (major units). */
export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export interface Invoice {
  id: number;
  /** ISO date. */
  issuedDate: string;
  /** ISO date. */
  dueDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** Negative (credit), zero (settled) or positive (owed). */
  balance: number;
  items: InvoiceLineItem[];
  /** The thanks note printed under the lines. */
  note: string;
  /** Extension (the editor): absent on seeded invoices that predate it. */
  totals?: InvoiceTotals;
  salesperson?: string;
  /** Notes to the client, printed on the invoice. */
  clientNotes?: string;
  /** Payment terms on: the due date follows the terms (`termsDays` after the issue date). */
  paymentTerms?: boolean;
  termsDays?: number;
  /** Print the payment stub. */
  paymentStub?: boolean;
  paymentMethod?: InvoicePaymentMethod;
  /** Extension: payments recorded so far, oldest first. */
  payments?: InvoicePayment[];
}

export type InvoiceInput = Omit<Invoice, 'id' | 'avatar'> & { avatar?: string };

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

/** Extension: `GET /api/apps/invoice/summary`, the list's four cards (amounts in major units). */
export interface InvoicesSummary {
  clients: number;
  invoices: number;
  paid: number;
  unpaid: number;
}

/** Extension: `POST /api/apps/invoice/{id}/payments`. */
export type InvoicePaymentInput = Omit<InvoicePayment, 'id'>;

/** Extension: `POST /api/apps/invoice/{id}/send`; the mail is stored in Mail's Sent folder. */
export interface InvoiceSendInput {
  from: string;
  to: string;
  subject: string;
  message: string;
}

export interface InvoicesResponse {
  invoices: Invoice[];
  totalInvoices: number;
}

export interface InvoiceDetailsResponse {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}
