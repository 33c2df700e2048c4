import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import {
  addDaysIso,
  emptyLine,
  invoiceBodyOf,
  invoiceSchema,
  newInvoiceValues,
  statusOnSave,
  type InvoiceFormValues,
} from './invoice-schema.ts';

// The key stands in for the message: the rules, not the texts, are under test here.
const t = ((key: string) => key) as unknown as TFunction<'invoice'>;

const client = {
  name: 'Ada Byron',
  company: 'Analytical',
  companyEmail: 'ada@analytical.example',
  address: '',
  country: '',
  contact: '',
};
const valid: InvoiceFormValues = {
  ...newInvoiceValues('2026-03-01'),
  client,
  items: [{ ...emptyLine, title: 'Audit', cost: '100', qty: '2' }],
};

const messages = (values: InvoiceFormValues, needsLines = true) => {
  const result = invoiceSchema(t, needsLines).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('invoiceSchema', () => {
  it('accepts a complete invoice', () => {
    expect(messages(valid)).toEqual({});
  });

  it('refuses a due date before the issue date', () => {
    expect(
      messages({ ...valid, paymentTerms: false, issuedDate: '2026-03-10', dueDate: '2026-03-09' }),
    ).toEqual({ dueDate: 'form.errors.dueBeforeIssued' });
  });

  it('needs a line to send, not to save a draft', () => {
    expect(messages({ ...valid, items: [] })).toEqual({ items: 'form.errors.linesRequired' });
    expect(messages({ ...valid, items: [] }, false)).toEqual({});
  });

  it.each([
    ['-1', 'form.errors.costNegative'],
    ['', 'form.errors.costRequired'],
    ['1.005', 'form.errors.costInvalid'],
    ['abc', 'form.errors.costInvalid'],
  ])('refuses the cost %j', (cost, message) => {
    expect(messages({ ...valid, items: [{ ...emptyLine, title: 'A', cost }] })).toEqual({
      'items.0.cost': message,
    });
  });

  it.each([
    ['-2', 'form.errors.qtyNegative'],
    ['1.5', 'form.errors.qtyWhole'],
    ['0', 'form.errors.qtyRange'],
    ['', 'form.errors.qtyRequired'],
  ])('refuses the quantity %j', (qty, message) => {
    expect(messages({ ...valid, items: [{ ...emptyLine, title: 'A', cost: '1', qty }] })).toEqual({
      'items.0.qty': message,
    });
  });

  it('needs a client and whole terms days when the terms are on', () => {
    expect(messages({ ...valid, client: { ...client, name: ' ' }, termsDays: '2.5' })).toEqual({
      client: 'form.errors.clientRequired',
      termsDays: 'form.errors.termsDays',
    });
  });
});

describe('invoiceBodyOf', () => {
  it('sends the lines as numbers, the computed totals and a due date that follows the terms', () => {
    const body = invoiceBodyOf(
      {
        ...valid,
        termsDays: '14',
        items: [
          { ...emptyLine, title: 'Audit', cost: '19,99', qty: '3', discount: '10', tax1: '20' },
        ],
      },
      'Sent',
    );
    expect(body).toMatchObject({
      dueDate: '2026-03-15',
      invoiceStatus: 'Sent',
      service: 'Audit',
      items: [{ title: 'Audit', cost: 19.99, qty: 3, discount: 10, tax1: 20, tax2: 0 }],
      totals: { subtotal: 59.97, discount: 6, tax: 10.79, total: 64.76 },
      total: 64.76,
      termsDays: 14,
    });
  });

  it('keeps the typed due date with the terms off', () => {
    expect(
      invoiceBodyOf({ ...valid, paymentTerms: false, dueDate: '2026-05-01' }, 'Draft').dueDate,
    ).toBe('2026-05-01');
  });
});

describe('statusOnSave', () => {
  it('keeps a payment status when sending and any status when saving', () => {
    expect(statusOnSave(undefined, 'draft')).toBe('Draft');
    expect(statusOnSave('Draft', 'send')).toBe('Sent');
    expect(statusOnSave('Partial Payment', 'send')).toBe('Partial Payment');
    expect(statusOnSave('Paid', 'draft')).toBe('Paid');
  });
});

describe('addDaysIso', () => {
  it('adds days across a month end', () => {
    expect(addDaysIso('2026-01-31', 30)).toBe('2026-03-02');
  });
});
