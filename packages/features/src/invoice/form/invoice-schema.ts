import type { TFunction } from 'i18next';
import { z } from 'zod';

import type {
  Invoice,
  InvoiceClient,
  InvoiceLineItem,
  InvoicePaymentMethod,
  InvoiceStatus,
} from '@atrium/mocks/types';
import { BLANK_INVOICE_CLIENT, INVOICE_PAYMENT_METHODS, invoiceTotals } from '@atrium/mocks/values';

import type { InvoiceBody } from '../api/invoices.ts';
import type { InvoiceTexts } from '../locales/index.ts';

type ErrorKey = keyof InvoiceTexts['form']['errors'];

/**
 * One line as the editor holds it. Numbers are the text typed, so the schema can say what is
 * wrong ("a whole number") and the totals can skip what does not read as a number yet.
 */
export interface InvoiceLineValues {
  title: string;
  description: string;
  /** The seeded product the line was picked from; null for free text. */
  productId: number | null;
  cost: string;
  qty: string;
  discount: string;
  tax1: string;
  tax2: string;
}

export interface InvoiceFormValues {
  issuedDate: string;
  dueDate: string;
  /** The chosen client; a blank name means none is chosen yet. */
  client: InvoiceClient;
  items: InvoiceLineValues[];
  salesperson: string;
  /** The thanks note printed under the lines. */
  note: string;
  paymentTerms: boolean;
  termsDays: string;
  clientNotes: string;
  paymentStub: boolean;
  paymentMethod: InvoicePaymentMethod;
}

/** Which save button was pressed: a draft may be saved without lines, a sent invoice may not. */
export type SaveIntent = 'draft' | 'send';

export const DEFAULT_TERMS_DAYS = 30;
const MAX_MONEY = 10_000_000;
export const MAX_QTY = 1_000_000;

export const emptyClient: InvoiceClient = BLANK_INVOICE_CLIENT;

export const emptyLine: InvoiceLineValues = {
  title: '',
  description: '',
  productId: null,
  cost: '',
  qty: '1',
  discount: '',
  tax1: '',
  tax2: '',
};

/** `'12,5'` → 12.5; blank → 0; NaN when the text is not a plain decimal number. */
export function readNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const decimals = (text: string) => text.trim().replace(',', '.').split('.')[1]?.length ?? 0;

/** A line as the shared arithmetic reads it; what is not a number yet counts as 0. */
export function lineNumbers(
  line: Pick<InvoiceLineValues, 'cost' | 'qty' | 'discount' | 'tax1' | 'tax2'>,
): Pick<InvoiceLineItem, 'cost' | 'qty' | 'discount' | 'tax1' | 'tax2'> {
  const read = (text: string, valid: (n: number) => boolean) => {
    const n = readNumber(text);
    return Number.isFinite(n) && valid(n) ? n : 0;
  };
  const percent = (text: string) => read(text, (n) => n >= 0 && n <= 100);
  return {
    cost: read(line.cost, (n) => n >= 0 && n <= MAX_MONEY),
    qty: read(line.qty, (n) => Number.isInteger(n) && n >= 0 && n <= MAX_QTY),
    discount: percent(line.discount),
    tax1: percent(line.tax1),
    tax2: percent(line.tax2),
  };
}

/** The ISO date `days` after `iso` ('' when `iso` is not a date). */
export function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The terms' day count when it is a whole number in range, else null. */
export function termsDaysOf(text: string): number | null {
  const n = readNumber(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 365 ? n : null;
}

/**
 * The editor's rules; messages come from `t`. A draft may be saved without lines; any other
 * status needs one (`needsLines`), as the fake API checks.
 */
export function invoiceSchema(t: TFunction<'invoice'>, needsLines: boolean) {
  const e = (key: ErrorKey, options: Record<string, number> = {}) =>
    t(`form.errors.${key}`, options);
  const text = (max: number) => z.string().trim().max(max, e('tooLong', { max }));
  const percent = z.string().refine((v) => {
    const n = readNumber(v);
    return Number.isFinite(n) && n >= 0 && n <= 100 && decimals(v) <= 2;
  }, e('percent'));
  const line = z.object({
    title: z
      .string()
      .trim()
      .min(1, e('itemRequired'))
      .max(200, e('tooLong', { max: 200 })),
    description: text(500),
    productId: z.number().nullable(),
    cost: z.string().superRefine((v, ctx) => {
      const n = readNumber(v);
      const message =
        v.trim() === ''
          ? e('costRequired')
          : !Number.isFinite(n)
            ? e('costInvalid')
            : n < 0
              ? e('costNegative')
              : decimals(v) > 2 || n > MAX_MONEY
                ? e('costInvalid')
                : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    qty: z.string().superRefine((v, ctx) => {
      const n = readNumber(v);
      const message =
        v.trim() === ''
          ? e('qtyRequired')
          : !Number.isFinite(n)
            ? e('qtyWhole')
            : n < 0
              ? e('qtyNegative')
              : !Number.isInteger(n)
                ? e('qtyWhole')
                : n < 1 || n > MAX_QTY
                  ? e('qtyRange', { max: MAX_QTY })
                  : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    discount: percent,
    tax1: percent,
    tax2: percent,
  });
  return z
    .object({
      issuedDate: z.string().min(1, e('issuedRequired')),
      dueDate: z.string().min(1, e('dueRequired')),
      client: z.object({
        name: z.string(),
        company: z.string(),
        companyEmail: z.string(),
        address: z.string(),
        country: z.string(),
        contact: z.string(),
      }),
      items: z.array(line),
      salesperson: text(100),
      note: text(2000),
      paymentTerms: z.boolean(),
      termsDays: z.string(),
      clientNotes: text(2000),
      paymentStub: z.boolean(),
      paymentMethod: z.enum(INVOICE_PAYMENT_METHODS),
    })
    .superRefine((values, ctx) => {
      const issue = (path: (string | number)[], key: ErrorKey) =>
        ctx.addIssue({ code: 'custom', path, message: e(key) });
      if (!values.client.name.trim()) issue(['client'], 'clientRequired');
      if (needsLines && values.items.length === 0) issue(['items'], 'linesRequired');
      if (values.paymentTerms && termsDaysOf(values.termsDays) === null)
        issue(['termsDays'], 'termsDays');
      if (values.issuedDate && values.dueDate && values.dueDate < values.issuedDate)
        issue(['dueDate'], 'dueBeforeIssued');
    }) satisfies z.ZodType<InvoiceFormValues>;
}

const percentText = (n: number | undefined) => (n ? String(n) : '');

/** A new invoice: issued today, due after the default terms, no client and one empty line. */
export function newInvoiceValues(today: string): InvoiceFormValues {
  return {
    issuedDate: today,
    dueDate: addDaysIso(today, DEFAULT_TERMS_DAYS),
    client: emptyClient,
    items: [emptyLine],
    salesperson: '',
    note: '',
    paymentTerms: true,
    termsDays: String(DEFAULT_TERMS_DAYS),
    clientNotes: '',
    paymentStub: false,
    paymentMethod: 'bank',
  };
}

/** A stored invoice as the editor's values; fields it predates fall back to the add defaults. */
export function invoiceValuesOf(invoice: Invoice): InvoiceFormValues {
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    client: { ...emptyClient, ...invoice.client },
    items: invoice.items.map((line) => ({
      title: line.title,
      description: line.description,
      productId: line.productId ?? null,
      cost: line.cost.toFixed(2),
      qty: String(line.qty),
      discount: percentText(line.discount),
      tax1: percentText(line.tax1),
      tax2: percentText(line.tax2),
    })),
    salesperson: invoice.salesperson ?? '',
    note: invoice.note,
    paymentTerms: invoice.paymentTerms ?? false,
    termsDays: String(invoice.termsDays ?? DEFAULT_TERMS_DAYS),
    clientNotes: invoice.clientNotes ?? '',
    paymentStub: invoice.paymentStub ?? false,
    paymentMethod: invoice.paymentMethod ?? 'bank',
  };
}

/** The lines as the API stores them (valid values: the schema has passed). */
export function linesOf(values: Pick<InvoiceFormValues, 'items'>): InvoiceLineItem[] {
  return values.items.map((line) => {
    const numbers = lineNumbers(line);
    return {
      title: line.title.trim(),
      description: line.description.trim(),
      ...(line.productId === null ? {} : { productId: line.productId }),
      ...numbers,
    };
  });
}

/**
 * The status a save leaves: a draft stays a draft; sending marks it Sent, except that a payment
 * status (Paid, Partial Payment) says more than "sent" and is kept.
 */
export function statusOnSave(
  current: InvoiceStatus | undefined,
  intent: SaveIntent,
): InvoiceStatus {
  if (intent === 'draft') return current === undefined ? 'Draft' : current;
  return current === 'Paid' || current === 'Partial Payment' ? current : 'Sent';
}

/** The save body: the values, the computed totals and the status the button asks for. */
export function invoiceBodyOf(values: InvoiceFormValues, status: InvoiceStatus): InvoiceBody {
  const items = linesOf(values);
  const totals = invoiceTotals(items);
  const days = termsDaysOf(values.termsDays) ?? DEFAULT_TERMS_DAYS;
  return {
    issuedDate: values.issuedDate,
    dueDate: values.paymentTerms ? addDaysIso(values.issuedDate, days) : values.dueDate,
    client: values.client,
    // The list's "service" column names the first line; the API keeps its own without lines.
    ...(items[0] ? { service: items[0].title } : {}),
    items,
    totals,
    total: totals.total,
    invoiceStatus: status,
    salesperson: values.salesperson.trim(),
    note: values.note.trim(),
    paymentTerms: values.paymentTerms,
    termsDays: days,
    clientNotes: values.clientNotes.trim(),
    paymentStub: values.paymentStub,
    paymentMethod: values.paymentMethod,
  };
}
