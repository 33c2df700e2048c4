// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type {
  Invoice,
  InvoiceClient,
  InvoiceDetailsResponse,
  InvoicesResponse,
} from '../types/invoice.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';
import { itSortsBy } from '../test/sorting.ts';

setupMockServer();

const INVOICE = '/api/apps/invoice';
const list = async (query = '') => (await getJson<InvoicesResponse>(`${INVOICE}${query}`)).body;
const first = () => getDb().invoices[0] as Invoice;

describe('GET /api/apps/invoice', () => {
  it('answers invoices and totalInvoices, reversed, 10 from page 1', async () => {
    const body = await list();
    expect(body.totalInvoices).toBe(50);
    const all = getDb().invoices;
    expect(body.invoices.map((i) => i.id)).toEqual(
      all
        .slice(-10)
        .reverse()
        .map((i) => i.id),
    );
  });

  it('searches client name, company email and id', async () => {
    const sample = getDb().invoices[12] as Invoice;
    expect(
      (await list(`?q=${encodeURIComponent(sample.client.name.toUpperCase())}`)).invoices.map(
        (i) => i.id,
      ),
    ).toContain(sample.id);
    expect(
      (await list(`?q=${encodeURIComponent(sample.client.companyEmail)}`)).invoices.map(
        (i) => i.id,
      ),
    ).toContain(sample.id);
    expect((await list(`?q=${sample.id}`)).invoices.map((i) => i.id)).toEqual([sample.id]);
  });

  it('filters status exactly', async () => {
    const body = await list('?status=Paid&itemsPerPage=-1');
    expect(body.totalInvoices).toBe(
      getDb().invoices.filter((i) => i.invoiceStatus === 'Paid').length,
    );
    expect(body.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
  });

  it('filters issue dates by selectedDateRange in each accepted form', async () => {
    const dates = getDb()
      .invoices.map((i) => i.issuedDate)
      .sort();
    const [start, end] = [dates[10] as string, dates[30] as string];
    const expected = getDb().invoices.filter(
      (i) => i.issuedDate >= start && i.issuedDate <= end,
    ).length;
    for (const query of [
      `selectedDateRange=${encodeURIComponent(JSON.stringify({ start, end }))}`,
      `selectedDateRange=${encodeURIComponent(`${start} to ${end}`)}`,
      `selectedDateRange[start]=${start}&selectedDateRange[end]=${end}`,
      `startDate=${start}&endDate=${end}`,
    ]) {
      expect((await list(`?${query}`)).totalInvoices).toBe(expected);
    }
    expect((await list('?selectedDateRange=garbage')).totalInvoices).toBe(50);
    expect(
      (await list(`?selectedDateRange=${encodeURIComponent('{"start":')}`)).totalInvoices,
    ).toBe(50);
  });

  itSortsBy<Invoice>(INVOICE, 'invoices', [
    ['client', (i) => i.client.name],
    'total',
    'id',
    ['date', (i) => i.issuedDate],
    'balance',
  ]);

  it('answers the first five clients', async () => {
    const { body } = await getJson<InvoiceClient[]>(`${INVOICE}/clients`);
    expect(body).toEqual(
      getDb()
        .invoices.slice(0, 5)
        .map((i) => i.client),
    );
  });
});

describe('GET /api/apps/invoice/{id}', () => {
  it('answers invoice and paymentDetails', async () => {
    const { status, body } = await getJson<InvoiceDetailsResponse>(`${INVOICE}/${first().id}`);
    expect(status).toBe(200);
    expect(body.invoice).toEqual(first());
    expect(Object.keys(body.paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue',
    ]);
  });

  it('answers 404 No invoice found with this id', async () => {
    for (const id of ['1', 'abc']) {
      const { status, body } = await getJson(`${INVOICE}/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'No invoice found with this id' });
    }
  });
});

describe('DELETE /api/apps/invoice/{id}', () => {
  it('answers 204, then 404 Something went wrong', async () => {
    expect((await call('DELETE', `${INVOICE}/${first().id}`)).status).toBe(204);
    const again = await call('DELETE', `${INVOICE}/4987`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Something went wrong' });
  });
});

describe('invoice create and update (extension)', () => {
  const valid = {
    issuedDate: '2026-03-18',
    dueDate: '2026-04-17',
    client: {
      name: 'Ada Lovelace',
      companyEmail: 'ada@engines.example',
      company: 'Analytical Engines',
    },
    service: 'Consulting',
    items: [{ title: 'Audit', description: 'Code audit', cost: 400, qty: 2 }],
    invoiceStatus: 'Sent',
  };

  it('creates with 201, the next id and a total from the lines', async () => {
    const { status, body } = await call<Invoice>('POST', INVOICE, valid);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 5037,
      total: 800,
      balance: 800,
      client: { name: 'Ada Lovelace', address: '' },
    });
    expect((await getJson(`${INVOICE}/5037`)).status).toBe(200);
  });

  it('refuses bad dates, client and lines', async () => {
    const result = await call('POST', INVOICE, {
      ...valid,
      dueDate: '2026-01-01',
      client: { name: '' },
      items: [{ title: 'x', cost: -1, qty: 1 }],
    });
    // Line errors name the line and field (README "Invoice extensions").
    expectFieldErrors(result, ['client.companyEmail', 'client.name', 'dueDate', 'items.0.cost']);
  });

  it('updates fields and merges client fields', async () => {
    const { status, body } = await call<Invoice>('PUT', `${INVOICE}/${first().id}`, {
      invoiceStatus: 'past due',
      client: { contact: '+1 (555) 000-0000' },
    });
    expect(status).toBe(200);
    expect(body.invoiceStatus).toBe('Past Due');
    expect(body.client).toMatchObject({ contact: '+1 (555) 000-0000', name: first().client.name });
    expect((await call('PUT', `${INVOICE}/1`, { note: 'x' })).status).toBe(404);
  });
});
