// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { issueAccessToken } from '../domains/auth.ts';
import type { CheckoutCart, CheckoutOrderResult } from '../types/wizards.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, ORIGIN, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

async function asAdmin<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueAccessToken(1)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('wizard calls', () => {
  it('places the cart as an order the e-commerce order list then finds by number', async () => {
    const cart = await asAdmin<CheckoutCart>('GET', '/api/pages/wizards/checkout/cart');
    expect(cart.body.lines.length).toBeGreaterThan(0);
    const [address] = cart.body.addresses;
    const placed = await asAdmin<CheckoutOrderResult>('POST', '/api/pages/wizards/checkout', {
      lines: cart.body.lines.map(({ productId, qty }) => ({ productId, qty })),
      address,
      payment: { method: 'paypal', paypalEmail: 'admin@example.com' },
    });
    expect(placed.status).toBe(201);
    const number = placed.body.order.order;
    const list = await call<{ orders: { order: number }[] }>(
      'GET',
      `/api/apps/ecommerce/orders?q=${number}`,
    );
    expect(list.body.orders.map((o) => o.order)).toContain(number);
    const details = await call<{ items: { productId: number }[] }>(
      'GET',
      `/api/apps/ecommerce/orders/${placed.body.order.id}`,
    );
    expect(details.body.items.map((i) => i.productId)).toEqual(
      cart.body.lines.map((l) => l.productId),
    );
  });

  it('answers field errors for a bad coupon, deal and listing, and stores nothing', async () => {
    expectFieldErrors(await call('POST', '/api/pages/wizards/checkout/coupon', { code: 'X' }), [
      'code',
    ]);
    expectFieldErrors(await call('POST', '/api/pages/wizards/deals', { type: 'percentage' }), [
      'discount',
      'title',
      'code',
      'client',
      'startDate',
      'endDate',
      'regions',
      'maxUses',
      'usesPerCustomer',
      'minimumSpend',
    ]);
    const listing = await call('POST', '/api/pages/wizards/properties', { area: 5 });
    expect(listing.status).toBe(400);
    expect(getDb().wizardDeals).toEqual([]);
    expect(getDb().wizardProperties).toEqual([]);
  });
});
