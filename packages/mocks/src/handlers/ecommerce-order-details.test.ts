// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type {
  CustomerDetails,
  OrderAddress,
  OrderDetails,
  OrdersResponse,
  OrdersSummary,
} from '../types/ecommerce.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const ORDERS = '/api/apps/ecommerce/orders';
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

const address: OrderAddress = {
  name: 'Ada Lovelace',
  line1: '12 Analytical Row',
  line2: '',
  city: 'London',
  state: '',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
};

describe('GET /api/apps/ecommerce/orders/{id} (details, extension)', () => {
  it('adds items, totals that add up to spent, addresses and a dated timeline', async () => {
    for (const id of [1, 2, 57, 100]) {
      const { status, body } = await getJson<OrderDetails>(`${ORDERS}/${id}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeGreaterThan(0);
      expect(sum(body.items.map((i) => i.total))).toBe(body.subtotal);
      for (const item of body.items) expect(sum([item.price * item.qty])).toBe(item.total);
      expect(sum([body.subtotal, body.shipping, body.tax])).toBe(body.spent);
      expect(body.shippingAddress.name).toBe(body.customer);
      expect(body.activity[0]?.kind).toBe('placed');
      expect(body.activity[0]?.at.startsWith(body.date)).toBe(true);
      const times = body.activity.map((a) => Date.parse(a.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('is the same on every call and follows the status to delivered', async () => {
    const first = (await getJson<OrderDetails>(`${ORDERS}/3`)).body;
    const again = (await getJson<OrderDetails>(`${ORDERS}/3`)).body;
    expect(again).toEqual(first);
    const delivered = getDb().orders.find((o) => o.status === 'Delivered');
    const body = (await getJson<OrderDetails>(`${ORDERS}/${delivered?.id}`)).body;
    expect(body.activity.at(-1)?.kind).toBe('delivered');
  });

  it('answers 404 for an unknown order', async () => {
    expect((await call('GET', `${ORDERS}/99999`)).status).toBe(404);
  });
});

describe('PATCH /api/apps/ecommerce/orders/{id} with addresses', () => {
  it('stores a valid shipping address and serves it in the details', async () => {
    const { status } = await call('PATCH', `${ORDERS}/4`, { shippingAddress: address });
    expect(status).toBe(200);
    const body = (await getJson<OrderDetails>(`${ORDERS}/4`)).body;
    expect(body.shippingAddress).toEqual(address);
    expect(body.billingAddress).not.toEqual(address);
  });

  it('rejects an address with missing parts, naming each', async () => {
    const result = await call('PATCH', `${ORDERS}/4`, {
      billingAddress: { ...address, city: '', postalCode: undefined },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(errorsOf(result))).toEqual(
      expect.arrayContaining(['billingAddress.city', 'billingAddress.postalCode']),
    );
  });
});

describe('orders summary and customer filter (extension)', () => {
  it('counts the widgets from the stored orders', async () => {
    const { body } = await getJson<OrdersSummary>(`${ORDERS}/summary`);
    const orders = getDb().orders;
    expect(body).toEqual({
      pendingPayment: orders.filter((o) => o.payment === 2).length,
      completed: orders.filter((o) => o.payment === 1 && o.status === 'Delivered').length,
      refunded: orders.filter((o) => o.payment === 3).length,
      failed: orders.filter((o) => o.payment === 4).length,
      total: 100,
    });
    expect(body.pendingPayment + body.refunded + body.failed).toBeGreaterThan(0);
  });

  it('keeps exactly the orders that name one customer, as many as the customer counts', async () => {
    const { customers, orders } = getDb();
    const buyer = customers.find((c) => c.order > 1);
    const url = `${ORDERS}?itemsPerPage=-1&customerId=${buyer?.customerId}`;
    const { body } = await getJson<OrdersResponse>(url);
    const expected = orders.filter((o) => o.customerId === buyer?.customerId).map((o) => o.id);
    expect(body.orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(expected);
    expect(body.total).toBe(buyer?.order);
    const none = customers.find((c) => c.order === 0);
    expect(
      (await getJson<OrdersResponse>(`${ORDERS}?customerId=${none?.customerId}`)).body,
    ).toEqual({ orders: [], total: 0 });
    expect((await getJson<OrdersResponse>(`${ORDERS}?customerId=abc`)).body.total).toBe(0);
  });
});

describe('GET /api/apps/ecommerce/customers/{customerId} extras (extension)', () => {
  it('adds an address book in the customer’s country and saved cards, the same every time', async () => {
    const sample = getDb().customers[5];
    const url = `/api/apps/ecommerce/customers/${sample?.customerId}`;
    const { body } = await getJson<CustomerDetails>(url);
    expect(body.addresses.length).toBeGreaterThan(0);
    for (const a of body.addresses) expect(a.country).toBe(sample?.country);
    expect(body.paymentMethods.length).toBeGreaterThan(0);
    for (const card of body.paymentMethods) expect(card.expires).toMatch(/^\d{2}\/\d{2}$/);
    expect((await getJson<CustomerDetails>(url)).body).toEqual(body);
  });
});
