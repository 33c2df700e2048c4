import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { createSeed } from '../db/create-seed.ts';
import type { Customer, Order } from '../types/ecommerce.ts';
import type { WizardDeal, WizardProperty } from '../types/wizards.ts';
import { checkoutTotals, pricePerArea } from '../values/wizards.ts';
import { checkCoupon, checkoutCart, placeCheckoutOrder } from './checkout-order.ts';
import { createDeal, createProperty } from './wizards.ts';

const seed = createSeed({ now: fixedNow });
const admin = seed.loginUsers[0];
const address = {
  name: 'Jo Doe',
  line1: '1 Main Street',
  line2: '',
  city: 'Paris',
  state: '',
  postalCode: '75001',
  country: 'France',
};
const card = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Jo Doe',
  expiry: '12/30',
  cvc: '123',
};

describe('checkout totals', () => {
  it('adds shipping below the threshold and tax on the goods', () => {
    expect(checkoutTotals([{ price: 20, qty: 2 }])).toEqual({
      subtotal: 40,
      discount: 0,
      shipping: 4.99,
      tax: 3.2,
      total: 48.19,
    });
  });

  it('takes the coupon off before the free-shipping threshold and the tax', () => {
    expect(checkoutTotals([{ price: 60, qty: 2 }], 25)).toEqual({
      subtotal: 120,
      discount: 30,
      shipping: 4.99,
      tax: 7.2,
      total: 102.19,
    });
    expect(checkoutTotals([{ price: 999, qty: 1 }], 10).shipping).toBe(0);
  });

  it('computes the price per area only for positive figures', () => {
    expect(pricePerArea(250_000, 120)).toBe(2083.33);
    expect(pricePerArea(0, 120)).toBeNull();
    expect(pricePerArea(100, -1)).toBeNull();
  });
});

describe('checkout cart and coupon', () => {
  it('fills the cart with in-stock seeded products, priced as numbers', () => {
    const cart = checkoutCart(seed.products, admin);
    expect(cart.lines).toHaveLength(3);
    for (const line of cart.lines) {
      const product = seed.products.find((p) => p.id === line.productId);
      expect(product?.stock).toBe(true);
      expect(line.price).toBeGreaterThan(0);
    }
    expect(cart.addresses.map((a) => a.name)).toEqual([admin?.fullName, admin?.fullName]);
  });

  it('accepts a known code in any case and refuses an unknown one on the code field', () => {
    expect(checkCoupon({ code: ' welcome10 ' })).toEqual({
      ok: true,
      value: { coupon: { code: 'WELCOME10', percent: 10 } },
    });
    const refused = checkCoupon({ code: 'NOPE' });
    expect(refused.ok ? null : refused.failure).toMatchObject({
      errors: { code: [expect.any(String)] },
    });
  });
});

describe('checkout order', () => {
  const context = () => ({
    products: seed.products,
    orders: structuredClone<Order[]>(seed.orders),
    customers: structuredClone<Customer[]>(seed.customers),
    user: admin,
    now: fixedNow,
  });
  const lines = checkoutCart(seed.products, admin).lines.map(({ productId, qty }) => ({
    productId,
    qty,
  }));

  it('creates an order for the signed-in user, with the next number, its items and totals', () => {
    const ctx = context();
    const before = Math.max(...ctx.orders.map((o) => o.order));
    const outcome = placeCheckoutOrder(ctx, { lines, coupon: 'atrium25', address, payment: card });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.failure));
    const created = ctx.orders[0];
    expect(outcome.value.order.order).toBe(before + 1);
    expect(created).toMatchObject({
      order: before + 1,
      customer: admin?.fullName,
      email: admin?.email,
      payment: 1,
      status: 'Dispatched',
      method: 'mastercard',
      methodNumber: 4242,
      date: '2026-03-18',
      shippingAddress: address,
    });
    expect(created?.items).toHaveLength(lines.length);
    const amounts = created?.items?.map(({ price, qty }) => ({ price, qty })) ?? [];
    expect(created?.spent).toBe(checkoutTotals(amounts, 25).total);
    expect(outcome.value.order.totals).toEqual(checkoutTotals(amounts, 25));
  });

  it('refuses a bad card, an empty cart and a missing address field, each on its field', () => {
    const ctx = context();
    const outcome = placeCheckoutOrder(ctx, {
      lines: [],
      address: { ...address, city: '' },
      payment: { ...card, cardNumber: '4242 4242 4242 4241', expiry: '01/20' },
    });
    expect(outcome.ok ? null : outcome.failure).toMatchObject({
      errors: {
        lines: [expect.any(String)],
        'address.city': [expect.any(String)],
        'payment.cardNumber': [expect.any(String)],
        'payment.expiry': ['The card has expired.'],
      },
    });
    expect(ctx.orders).toHaveLength(seed.orders.length);
  });

  it('pays with PayPal by email, and refuses an unknown coupon', () => {
    const ctx = context();
    const paypal = { method: 'paypal', paypalEmail: 'jo@example.com' };
    expect(placeCheckoutOrder(ctx, { lines, address, payment: paypal }).ok).toBe(true);
    expect(ctx.orders[0]?.method).toBe('paypalLogo');
    const refused = placeCheckoutOrder(ctx, { lines, coupon: 'FREE', address, payment: paypal });
    expect(refused.ok ? null : refused.failure).toMatchObject({
      errors: { coupon: [expect.any(String)] },
    });
  });
});

const deal = {
  type: 'percentage',
  discount: 15,
  title: 'Spring sale',
  code: 'spring15',
  client: 'Acme',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
  regions: ['europe'],
  maxUses: 500,
  usesPerCustomer: 2,
  minimumSpend: 50,
  notify: true,
};

describe('deals', () => {
  it('stores a deal with its code upper-cased', () => {
    const deals: WizardDeal[] = [];
    const outcome = createDeal(deals, deal, fixedNow);
    expect(outcome.ok).toBe(true);
    expect(deals[0]).toMatchObject({ id: 1, code: 'SPRING15', discount: 15 });
  });

  it('refuses a percent above the cap, dates in reverse, a taken code and limits that clash', () => {
    const deals: WizardDeal[] = [];
    createDeal(deals, deal, fixedNow);
    const outcome = createDeal(
      deals,
      { ...deal, discount: 95, endDate: '2026-03-01', usesPerCustomer: 600 },
      fixedNow,
    );
    expect(
      Object.keys(
        outcome.ok ? {} : 'errors' in outcome.failure ? outcome.failure.errors : {},
      ).sort(),
    ).toEqual(['code', 'discount', 'endDate', 'usesPerCustomer']);
  });
});

const property = {
  ownerName: 'Sam Lee',
  ownerEmail: 'sam@example.com',
  ownerPhone: '+33 6 12 34 56 78',
  kind: 'apartment',
  listing: 'sale',
  bedrooms: 2,
  bathrooms: 1,
  features: ['balcony', 'elevator', 'balcony'],
  address: '3 Rue Lepic',
  city: 'Paris',
  area: 64,
  price: 512_000,
};

describe('property listings', () => {
  it('stores the listing with its price per area and features once each', () => {
    const properties: WizardProperty[] = [];
    const outcome = createProperty(properties, property, fixedNow);
    expect(outcome.ok).toBe(true);
    expect(properties[0]).toMatchObject({ pricePerArea: 8000, features: ['balcony', 'elevator'] });
  });

  it('refuses numbers that are not positive or out of range', () => {
    const outcome = createProperty(
      [],
      { ...property, area: 0, price: -5, bedrooms: 2.5, ownerPhone: 'call me' },
      fixedNow,
    );
    expect(outcome.ok ? null : outcome.failure).toMatchObject({
      errors: {
        area: [expect.any(String)],
        price: [expect.any(String)],
        bedrooms: [expect.any(String)],
        ownerPhone: [expect.any(String)],
      },
    });
  });
});
