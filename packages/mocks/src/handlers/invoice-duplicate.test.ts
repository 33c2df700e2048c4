// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { Invoice, InvoicesResponse } from '../types/invoice.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const INVOICE = '/api/apps/invoice';

describe('POST /api/apps/invoice/{id}/duplicate', () => {
  it('answers 201 with a Draft copy issued today (the fake clock), first in the list', async () => {
    const source = getDb().invoices.find((i) => i.invoiceStatus === 'Partial Payment') as Invoice;
    await call('POST', `${INVOICE}/${source.id}/payments`, {
      amount: 1,
      date: '2026-03-18',
      method: 'bank',
    });
    const term = (Date.parse(source.dueDate) - Date.parse(source.issuedDate)) / 86_400_000;
    const largest = Math.max(...getDb().invoices.map((i) => i.id));
    const { status, body } = await call<Invoice>('POST', `${INVOICE}/${source.id}/duplicate`);
    expect(status).toBe(201);
    const {
      id: _id,
      issuedDate: _i,
      dueDate: _d,
      invoiceStatus: _s,
      balance: _b,
      payments: _p,
      ...same
    } = source;
    expect(body).toMatchObject({
      ...same,
      id: largest + 1,
      invoiceStatus: 'Draft',
      issuedDate: '2026-03-18',
      balance: source.total,
    });
    expect(body.payments).toBeUndefined();
    expect((Date.parse(body.dueDate) - Date.parse(body.issuedDate)) / 86_400_000).toBe(term);
    expect((await getJson<InvoicesResponse>(INVOICE)).body.invoices[0]?.id).toBe(largest + 1);
  });

  it('copies the lines, not shares them', async () => {
    const source = getDb().invoices[0] as Invoice;
    const { body } = await call<Invoice>('POST', `${INVOICE}/${source.id}/duplicate`);
    await call('PATCH', `${INVOICE}/${body.id}`, { client: { name: 'Someone Else' } });
    expect(source.client.name).not.toBe('Someone Else');
    expect(getDb().invoices.at(-1)?.items).not.toBe(source.items);
  });

  it('answers 404 No invoice found with this id', async () => {
    const { status, body } = await call('POST', `${INVOICE}/1/duplicate`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'No invoice found with this id' });
  });
});
