// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { Invoice, InvoiceDetailsResponse, InvoicesSummary } from '../types/invoice.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const INVOICE = '/api/apps/invoice';
const withStatus = (status: Invoice['invoiceStatus']) =>
  getDb().invoices.find((i) => i.invoiceStatus === status && i.balance > 0) as Invoice;

describe('GET /api/apps/invoice/summary', () => {
  it('answers the four cards from the stored invoices', async () => {
    const all = getDb().invoices;
    const { status, body } = await getJson<InvoicesSummary>(`${INVOICE}/summary`);
    expect(status).toBe(200);
    expect(body.invoices).toBe(50);
    expect(body.clients).toBe(new Set(all.map((i) => i.client.companyEmail)).size);
    const owed = all.reduce((sum, i) => sum + Math.max(i.balance, 0), 0);
    expect(body.unpaid).toBe(owed);
    expect(body.paid).toBe(all.reduce((sum, i) => sum + i.total, 0) - owed);
  });

  it('follows deletes and payments', async () => {
    const sent = withStatus('Sent');
    const before = (await getJson<InvoicesSummary>(`${INVOICE}/summary`)).body;
    await call('POST', `${INVOICE}/${sent.id}/payments`, {
      amount: 12.34,
      date: '2026-03-18',
      method: 'card',
    });
    const paid = (await getJson<InvoicesSummary>(`${INVOICE}/summary`)).body;
    expect(paid.paid).toBeCloseTo(before.paid + 12.34, 6);
    expect(paid.unpaid).toBeCloseTo(before.unpaid - 12.34, 6);
    await call('DELETE', `${INVOICE}/${sent.id}`);
    expect((await getJson<InvoicesSummary>(`${INVOICE}/summary`)).body.invoices).toBe(49);
  });
});

describe('POST /api/apps/invoice/{id}/payments', () => {
  it('answers 201 with the invoice, whose details then show the payment', async () => {
    const sent = withStatus('Sent');
    const balance = sent.balance;
    const { status, body } = await call<Invoice>('POST', `${INVOICE}/${sent.id}/payments`, {
      amount: 10.5,
      date: '2026-03-18',
      method: 'cash',
      note: 'At the counter',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: sent.id,
      balance: balance - 10.5,
      invoiceStatus: 'Partial Payment',
      payments: [
        { id: 1, amount: 10.5, date: '2026-03-18', method: 'cash', note: 'At the counter' },
      ],
    });
    const details = await getJson<InvoiceDetailsResponse>(`${INVOICE}/${sent.id}`);
    expect(details.body.invoice.payments).toHaveLength(1);
    expect(details.body.paymentDetails.totalDue).toBe(`$${(balance - 10.5).toFixed(2)}`);
  });

  it('pays the rest: balance 0 and Paid', async () => {
    const partial = withStatus('Partial Payment');
    const { body } = await call<Invoice>('POST', `${INVOICE}/${partial.id}/payments`, {
      amount: partial.balance,
      date: '2026-03-18',
      method: 'bank',
    });
    expect(body).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
  });

  it('answers field errors: over the balance, a draft, a bad body', async () => {
    const sent = withStatus('Sent');
    const over = await call('POST', `${INVOICE}/${sent.id}/payments`, {
      amount: sent.balance + 0.01,
      date: '2026-03-18',
      method: 'bank',
    });
    expectFieldErrors(over, ['amount']);
    expect(over.body).toEqual({
      errors: { amount: [`amount must not be more than the balance, ${sent.balance.toFixed(2)}.`] },
    });
    const draft = withStatus('Draft');
    expectFieldErrors(
      await call('POST', `${INVOICE}/${draft.id}/payments`, {
        amount: 1,
        date: '2026-03-18',
        method: 'bank',
      }),
      ['amount'],
    );
    expectFieldErrors(await call('POST', `${INVOICE}/${sent.id}/payments`, 'not json'), [
      'amount',
      'body',
      'date',
      'method',
    ]);
    expect(getDb().invoices.find((i) => i.id === sent.id)?.balance).toBe(sent.balance);
  });

  it('answers 404 No invoice found with this id', async () => {
    for (const id of ['1', 'abc']) {
      const { status, body } = await call('POST', `${INVOICE}/${id}/payments`, {
        amount: 1,
        date: '2026-03-18',
        method: 'bank',
      });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'No invoice found with this id' });
    }
  });
});
