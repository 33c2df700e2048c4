// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { minutesOfDay } from '../lib/dates.ts';
import type {
  Customer,
  CustomerDetails,
  CustomersResponse,
  Order,
  OrdersResponse,
} from '../types/ecommerce.ts';
import { expectFieldErrors, expectFirstPage } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';
import { itSortsBy } from '../test/sorting.ts';

setupMockServer();

const ORDERS = '/api/apps/ecommerce/orders';
const CUSTOMERS = '/api/apps/ecommerce/customers';

describe('GET /api/apps/ecommerce/orders', () => {
  it('answers orders and total, 10 from page 1 by default, in stored order', async () => {
    const body = await expectFirstPage<OrdersResponse>(ORDERS, 'orders', 'total', 100);
    expect(body.orders.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('searches customer, email and order number', async () => {
    const sample = getDb().orders[42] as Order;
    const byName = (
      await getJson<OrdersResponse>(
        `${ORDERS}?q=${encodeURIComponent(sample.customer.toUpperCase())}`,
      )
    ).body;
    expect(byName.orders.map((o) => o.id)).toContain(sample.id);
    const byEmail = (
      await getJson<OrdersResponse>(`${ORDERS}?q=${encodeURIComponent(sample.email)}`)
    ).body;
    // An email is one customer's: the search finds exactly that customer's orders.
    const sameBuyer = getDb().orders.filter((o) => o.customerId === sample.customerId);
    expect(byEmail.orders.map((o) => o.id)).toEqual(sameBuyer.map((o) => o.id));
    expect(byEmail.orders.map((o) => o.id)).toContain(sample.id);
    const byNumber = (await getJson<OrdersResponse>(`${ORDERS}?q=${sample.order}`)).body;
    expect(byNumber.orders.map((o) => o.order)).toContain(sample.order);
    expect(
      byNumber.orders.every(
        (o) =>
          String(o.order).includes(String(sample.order)) || o.email.includes(String(sample.order)),
      ),
    ).toBe(true);
  });

  itSortsBy<Order>(ORDERS, 'orders', [
    'order',
    ['customers', (o) => o.customer],
    ['date', (o) => `${o.date} ${String(minutesOfDay(o.time)).padStart(4, '0')}`],
    'status',
    'spent',
  ]);

  it('finds one order by id, or by order number, else 404', async () => {
    const sample = getDb().orders[3] as Order;
    // The details call adds items, totals, addresses and activity to the stored order.
    expect((await getJson(`${ORDERS}/${sample.id}`)).body).toMatchObject(sample);
    expect((await getJson(`${ORDERS}/${sample.order}`)).body).toMatchObject(sample);
    expect((await getJson(`${ORDERS}/99999`)).status).toBe(404);
  });
});

describe('DELETE /api/apps/ecommerce/orders/{id}', () => {
  it('always answers 204, removing the order when it exists', async () => {
    expect((await call('DELETE', `${ORDERS}/1`)).status).toBe(204);
    expect((await getJson<OrdersResponse>(ORDERS)).body.total).toBe(99);
    expect((await call('DELETE', `${ORDERS}/1`)).status).toBe(204);
    expect((await call('DELETE', `${ORDERS}/not-an-id`)).status).toBe(204);
    expect((await getJson<OrdersResponse>(ORDERS)).body.total).toBe(99);
  });
});

describe('order status update (extension)', () => {
  it('changes status with PATCH or PUT and validates it', async () => {
    expect(
      (await call<Order>('PATCH', `${ORDERS}/2`, { status: 'out for delivery' })).body.status,
    ).toBe('Out for Delivery');
    expect((await call<Order>('PUT', `${ORDERS}/2`, { payment: 3 })).body.payment).toBe(3);
    const bad = await call('PATCH', `${ORDERS}/2`, { status: 'Lost' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).status?.[0]).toContain('Delivered');
    expect((await call('PATCH', `${ORDERS}/2`, {})).status).toBe(400);
    expect((await call('PATCH', `${ORDERS}/999`, { status: 'Delivered' })).status).toBe(404);
  });
});

describe('GET /api/apps/ecommerce/customers', () => {
  it('answers customers and total with default paging', () =>
    expectFirstPage<CustomersResponse>(CUSTOMERS, 'customers', 'total', 100));

  it('searches customer name, country and email', async () => {
    const sample = getDb().customers[10] as Customer;
    const byCountry = (
      await getJson<CustomersResponse>(
        `${CUSTOMERS}?q=${encodeURIComponent(sample.country.toLowerCase())}&itemsPerPage=-1`,
      )
    ).body;
    expect(
      byCountry.customers.every((c) =>
        [c.customer, c.country, c.email].some((v) =>
          v.toLowerCase().includes(sample.country.toLowerCase()),
        ),
      ),
    ).toBe(true);
    expect(byCountry.total).toBe(
      getDb().customers.filter((c) => c.country === sample.country).length,
    );
    expect(
      (await getJson<CustomersResponse>(`${CUSTOMERS}?q=${encodeURIComponent(sample.email)}`)).body
        .customers[0]?.id,
    ).toBe(sample.id);
    expect(
      (await getJson<CustomersResponse>(`${CUSTOMERS}?q=${encodeURIComponent(sample.customer)}`))
        .body.customers[0]?.id,
    ).toBe(sample.id);
  });

  itSortsBy<Customer>(CUSTOMERS, 'customers', [
    'customer',
    'country',
    'customerId',
    ['orders', (c) => c.order],
    'totalSpent',
  ]);
});

describe('GET /api/apps/ecommerce/customers/{customerId}', () => {
  it('answers 200 with status Active and a contact phone', async () => {
    const sample = getDb().customers[0] as Customer;
    const { status, body } = await getJson<CustomerDetails>(`${CUSTOMERS}/${sample.customerId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...sample, status: 'Active' });
    expect(body.contact).toMatch(/^\+1 \(555\)/);
  });

  it('answers 404 when the lookup fails (the row id is not the customerId)', async () => {
    expect((await getJson(`${CUSTOMERS}/1`)).status).toBe(404);
    expect((await getJson(`${CUSTOMERS}/abc`)).status).toBe(404);
  });
});

describe('customer create and update (extension)', () => {
  it('creates with a new customerId, the flag of the country and 201', async () => {
    const { status, body } = await call<Customer>('POST', CUSTOMERS, {
      customer: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'United Kingdom',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 101,
      countryCode: 'gb',
      countryFlag: '/mock-assets/flags/gb.svg',
      order: 0,
    });
    expect((await getJson(`${CUSTOMERS}/${body.customerId}`)).status).toBe(200);
  });

  it('validates email and country', async () => {
    const result = await call('POST', CUSTOMERS, {
      customer: 'X',
      email: 'not-an-email',
      country: 'Atlantis',
    });
    expectFieldErrors(result, ['country', 'email']);
  });

  it('updates by customerId', async () => {
    const sample = getDb().customers[0] as Customer;
    const { body } = await call<Customer>('PUT', `${CUSTOMERS}/${sample.customerId}`, {
      countryCode: 'fr',
    });
    expect(body).toMatchObject({
      country: 'France',
      countryFlag: '/mock-assets/flags/fr.svg',
      customer: sample.customer,
    });
    expect((await call('PUT', `${CUSTOMERS}/1`, { customer: 'Y' })).status).toBe(404);
  });
});
