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

/** Extension: the lines the preview, add and edit screens show. */
export interface InvoiceLineItem {
  title: string;
  description: string;
  cost: number;
  qty: number;
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
  note: string;
}

export type InvoiceInput = Omit<Invoice, 'id' | 'avatar'> & { avatar?: string };

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

export interface InvoicesResponse {
  invoices: Invoice[];
  totalInvoices: number;
}

export interface InvoiceDetailsResponse {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}
