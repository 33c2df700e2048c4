import { describe, expect, it } from 'vitest';

import type { Invoice } from '../types/invoice.ts';
import {
  addInvoicePayment,
  invoicesSummary,
  PAYMENT_DRAFT_MESSAGE,
  PAYMENT_NOTHING_DUE_MESSAGE,
} from './invoice-payments.ts';

const client = (companyEmail: string) => ({
  name: 'A',
  company: 'B',
  companyEmail,
  address: '',
  country: '',
  contact: '',
});

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  client: client('a@b.example'),
  service: 'S',
  total: 100,
  avatar: '',
  invoiceStatus: 'Sent',
  balance: 100,
  items: [],
  note: '',
  ...over,
});

const payment = { amount: 10, date: '2026-03-18', method: 'bank', note: '' };

describe('invoicesSummary', () => {
  it('counts distinct clients by company email, in any case', () => {
    const summary = invoicesSummary([
      invoice({ client: client('a@b.example') }),
      invoice({ client: client('A@B.example ') }),
      invoice({ client: client('c@d.example') }),
    ]);
    expect(summary).toMatchObject({ clients: 2, invoices: 3 });
  });

  it('paid = total − owed (never below zero), unpaid = positive balances, in cents', () => {
    const summary = invoicesSummary([
      invoice({ total: 100, balance: 0 }), // paid 100
      invoice({ total: 100, balance: -40 }), // a credit: paid 100, owes nothing
      invoice({ total: 0.3, balance: 0.1 }), // paid 0.2 without float drift
      invoice({ total: 50, balance: 80 }), // owes more than its total: paid 0
    ]);
    expect(summary.paid).toBe(200.2);
    expect(summary.unpaid).toBe(80.1);
  });

  it('is all zero for no invoices', () => {
    expect(invoicesSummary([])).toEqual({ clients: 0, invoices: 0, paid: 0, unpaid: 0 });
  });
});

describe('addInvoicePayment', () => {
  it('appends with id last + 1, lowers the balance in cents, Partial Payment then Paid', () => {
    const rows = [invoice({ balance: 0.3, payments: [{ id: 4, ...payment, method: 'cash' }] })];
    const first = addInvoicePayment(rows, 1, { ...payment, amount: 0.1, note: ' first ' });
    expect(first.ok && first.value).toMatchObject({
      balance: 0.2,
      invoiceStatus: 'Partial Payment',
    });
    expect(rows[0]?.payments?.at(-1)).toEqual({
      id: 5,
      amount: 0.1,
      date: '2026-03-18',
      method: 'bank',
      note: 'first',
    });
    const last = addInvoicePayment(rows, 1, { ...payment, amount: 0.2, method: 'PayPal' });
    expect(last.ok && last.value).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect(rows[0]?.payments?.map((p) => [p.id, p.method])).toEqual([
      [4, 'cash'],
      [5, 'bank'],
      [6, 'paypal'],
    ]);
  });

  it.each([
    [{ amount: 0 }, 'amount must be more than 0.'],
    [{ amount: -5 }, 'amount must be more than 0.'],
    [{ amount: 1.005 }, 'amount must have at most two decimals.'],
    [{ amount: 100.01 }, 'amount must not be more than the balance, 100.00.'],
  ])('refuses %o on amount', (change, text) => {
    const rows = [invoice()];
    const outcome = addInvoicePayment(rows, 1, { ...payment, ...change });
    expect(outcome).toEqual({
      ok: false,
      failure: { type: 'invalid', errors: { amount: [text] } },
    });
    expect(rows[0]?.balance).toBe(100);
    expect(rows[0]?.payments).toBeUndefined();
  });

  it('refuses a Draft and an invoice with nothing owed', () => {
    const draft = addInvoicePayment([invoice({ invoiceStatus: 'Draft' })], 1, payment);
    expect(!draft.ok && draft.failure).toEqual({
      type: 'invalid',
      errors: { amount: [PAYMENT_DRAFT_MESSAGE] },
    });
    const settled = addInvoicePayment([invoice({ balance: -10 })], 1, payment);
    expect(!settled.ok && settled.failure).toEqual({
      type: 'invalid',
      errors: { amount: [PAYMENT_NOTHING_DUE_MESSAGE] },
    });
  });

  it('needs an ISO date and a known method; the note is optional, at most 500 characters', () => {
    const outcome = addInvoicePayment([invoice()], 1, {
      amount: 5,
      date: 'March 18, 2026',
      method: 'cheque',
      note: 'x'.repeat(501),
    });
    expect(!outcome.ok && outcome.failure.type === 'invalid' && outcome.failure.errors).toEqual({
      date: ['date must be an ISO date (2026-03-18).'],
      method: ['method must be one of: bank, paypal, card, cash.'],
      note: ['note must be at most 500 characters.'],
    });
    const missing = addInvoicePayment([invoice()], 1, {});
    expect(!missing.ok && missing.failure.type === 'invalid' && missing.failure.errors).toEqual({
      amount: ['amount is required.'],
      date: ['date is required.'],
      method: ['method is required.'],
    });
  });

  it('answers not found for an unknown id', () => {
    expect(addInvoicePayment([invoice()], 2, payment)).toEqual({
      ok: false,
      failure: { type: 'not-found', message: 'No invoice found with this id' },
    });
  });
});
