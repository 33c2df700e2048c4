// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { Invoice, InvoiceDetailsResponse } from '../types/invoice.ts';
import { invoiceTotals } from '../values/invoice.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const INVOICE = '/api/apps/invoice';
const lines = [
  {
    title: 'Lamp',
    description: 'Brass',
    cost: 19.99,
    qty: 3,
    productId: 7,
    discount: 10,
    tax1: 20,
  },
  { title: 'Fitting', description: '', cost: 0.05, qty: 1, tax1: 7.5, tax2: 2.5 },
  { title: 'Free sample', description: 'On the house', cost: 12, qty: 2, discount: 100 },
];
/** The editor's fields beyond the contract, stored as given. */
const extras = {
  salesperson: 'Tommy Shelby',
  clientNotes: 'Deliver to the back door.',
  paymentTerms: true,
  termsDays: 30,
  paymentStub: false,
  paymentMethod: 'paypal',
  invoiceStatus: 'Draft',
};
const editor = {
  ...extras,
  issuedDate: '2026-03-18',
  dueDate: '2026-04-17',
  client: { name: 'Ada Lovelace', companyEmail: 'ada@engines.example' },
  items: lines,
  note: 'Thank you!',
  total: 1, // ignored: the lines decide
  totals: { subtotal: 1, discount: 0, tax: 0, total: 1 }, // ignored too
  balance: 1, // a new invoice owes its total
};

describe('create with the editor fields (extension)', () => {
  it('stores them and computes totals, total and balance from the lines', async () => {
    const { status, body } = await call<Invoice>('POST', INVOICE, editor);
    expect(status).toBe(201);
    const totals = invoiceTotals(lines);
    // 59.97 − 6.00 discount + 10.79 tax; 0.05 + 0.00 + 0.00; 24 − 24 = 0.
    expect(totals).toEqual({ subtotal: 84.02, discount: 30, tax: 10.79, total: 64.81 });
    expect(body).toMatchObject({
      ...extras,
      items: lines,
      totals,
      total: 64.81,
      balance: 64.81,
      service: 'Lamp',
    });
    const details = await getJson<InvoiceDetailsResponse>(`${INVOICE}/${body.id}`);
    expect(details.body.invoice).toEqual(body);
  });

  it('lets a Draft have no lines, but no other status', async () => {
    const { body } = await call<Invoice>('POST', INVOICE, { ...editor, items: [] });
    expect(body).toMatchObject({
      items: [],
      total: 0,
      totals: { subtotal: 0, discount: 0, tax: 0, total: 0 },
    });
    const sent = await call('POST', INVOICE, { ...editor, items: [], invoiceStatus: 'Sent' });
    expect(sent.body).toEqual({
      errors: { items: ['An invoice that is not a draft needs at least one line.'] },
    });
    const { items: _items, ...noLines } = editor;
    expectFieldErrors(await call('POST', INVOICE, { ...noLines, invoiceStatus: 'Paid' }), [
      'items',
    ]);
  });

  it('answers each bad line field under items.<index>.<field>', async () => {
    const result = await call('POST', INVOICE, {
      ...editor,
      items: [
        lines[0],
        { title: '', cost: -1, qty: 1.5 },
        { title: 'x', cost: 1.234, qty: 0, discount: 101, tax1: -1, tax2: '7', productId: 0 },
        'a line',
      ],
    });
    expect(errorsOf(result)).toEqual({
      'items.1.title': ['title must not be empty.'],
      'items.1.cost': ['cost must be at least 0.'],
      'items.1.qty': ['qty must be a whole number.'],
      'items.2.cost': ['cost must have at most two decimals.'],
      'items.2.qty': ['qty must be at least 1.'],
      'items.2.discount': ['discount must be at most 100.'],
      'items.2.tax1': ['tax1 must be at least 0.'],
      'items.2.productId': ['productId must be at least 1.'],
      'items.3': ['items.3 must be a line with title, cost and qty.'],
    });
    expectFieldErrors(await call('POST', INVOICE, { ...editor, items: 'lamp' }), ['items']);
    expectFieldErrors(
      await call('POST', INVOICE, {
        ...editor,
        items: Array.from({ length: 1_001 }, () => lines[0]),
      }),
      ['items'],
    );
  });

  it('refuses bad editor fields', async () => {
    const result = await call('POST', INVOICE, {
      ...editor,
      salesperson: 5,
      clientNotes: 'x'.repeat(2_001),
      paymentTerms: 'yes',
      termsDays: 366,
      paymentStub: 1,
      paymentMethod: 'cash',
    });
    expectFieldErrors(result, [
      'salesperson',
      'clientNotes',
      'paymentTerms',
      'termsDays',
      'paymentStub',
      'paymentMethod',
    ]);
    expectFieldErrors(await call('POST', INVOICE, { ...editor, termsDays: 1.5 }), ['termsDays']);
  });

  it('keeps large quantities exact in cents', async () => {
    const { body } = await call<Invoice>('POST', INVOICE, {
      ...editor,
      items: [{ title: 'Bulk', cost: 9_999_999.99, qty: 1_000_000, tax1: 12.5 }],
    });
    expect(body.totals).toEqual({
      subtotal: 9_999_999_990_000,
      discount: 0,
      tax: 1_249_999_998_750,
      total: 11_249_999_988_750,
    });
  });
});

describe('update with the editor fields (extension)', () => {
  it('recomputes the money from new lines; the balance stays what is still owed', async () => {
    const partial = getDb().invoices.find((i) => i.invoiceStatus === 'Partial Payment') as Invoice;
    const paid = partial.total - partial.balance;
    await call('POST', `${INVOICE}/${partial.id}/payments`, {
      amount: 10,
      date: '2026-03-18',
      method: 'card',
    });
    const { status, body } = await call<Invoice>('PATCH', `${INVOICE}/${partial.id}`, {
      items: lines,
      total: 5,
      balance: 5,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: 64.81,
      totals: invoiceTotals(lines),
      balance: Math.round((64.81 - paid - 10) * 100) / 100,
      invoiceStatus: 'Partial Payment',
    });
    expect(body.payments).toHaveLength(1);
  });

  it('changes only the fields given, and refuses emptying the lines of a sent invoice', async () => {
    const sent = getDb().invoices.find((i) => i.invoiceStatus === 'Sent') as Invoice;
    const { total, balance, items } = sent;
    const { body } = await call<Invoice>('PUT', `${INVOICE}/${sent.id}`, {
      salesperson: 'Polly Gray',
      paymentMethod: 'card',
    });
    expect(body).toMatchObject({
      salesperson: 'Polly Gray',
      paymentMethod: 'card',
      total,
      balance,
      items,
    });
    expect(body.totals).toBeUndefined();
    expectFieldErrors(await call('PATCH', `${INVOICE}/${sent.id}`, { items: [] }), ['items']);
    const draft = await call<Invoice>('PATCH', `${INVOICE}/${sent.id}`, {
      items: [],
      invoiceStatus: 'Draft',
    });
    expect(draft.body).toMatchObject({ items: [], total: 0, invoiceStatus: 'Draft' });
  });
});
