// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { getDb } from '../db/store.ts';
import { orderDetails } from '../domains/ecommerce/order-details.ts';
import { orderStageOf } from '../domains/ecommerce/orders-by-country.ts';
import {
  DELIVERY_DAYS,
  VEHICLE_STATE_HOURS,
  deliveryDays,
  hoursInState,
  monthShipments,
} from '../domains/logistics-dashboard.ts';
import type { Order } from '../types/ecommerce.ts';
import type {
  LogisticsExceptions,
  LogisticsPerformance,
  LogisticsShipments,
  LogisticsVehiclesOverview,
} from '../types/logistics-dashboard.ts';
import type { OrdersByCountry } from '../types/orders-by-country.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';
import { vehicleStateOf } from '../values/vehicle-states.ts';

setupMockServer();

const BASE = '/api/dashboards/logistics';
const card = <T>(name: string) => getJson<T>(`${BASE}/${name}`).then((r) => r.body);
const CARDS = ['vehicles-overview', 'shipments', 'performance', 'exceptions', 'orders-by-country'];

/** Orders dated in [from, to] (ISO days), as the test reads the seed. */
const ordersBetween = (from: string, to: string): Order[] =>
  getDb().orders.filter((o) => o.date >= from && o.date <= to);

describe('the vehicle state rule', () => {
  it('reads 0 as waiting, 1–9 loading, 10–89 on the way and 90–100 unloading', () => {
    expect([0, 1, 9, 10, 89, 90, 100].map(vehicleStateOf)).toEqual([
      'waiting',
      'loading',
      'loading',
      'onTheWay',
      'onTheWay',
      'unloading',
      'unloading',
    ]);
  });
});

describe('GET /api/dashboards/logistics/*', () => {
  it('answers every card with 200', async () => {
    for (const name of CARDS) expect((await call('GET', `${BASE}/${name}`)).status, name).toBe(200);
  });

  it('vehicles overview: counts, shares and average hours per state follow the seeded fleet', async () => {
    const overview = await card<LogisticsVehiclesOverview>('vehicles-overview');
    const vehicles = getDb().vehicles;
    expect(overview.total).toBe(25);
    expect(overview.states.map((s) => s.state)).toEqual([
      'onTheWay',
      'unloading',
      'loading',
      'waiting',
    ]);
    expect(overview.states.reduce((sum, s) => sum + s.count, 0)).toBe(25);
    for (const s of overview.states) {
      const inState = vehicles.filter((v) => vehicleStateOf(v.progress) === s.state);
      expect(s.count, s.state).toBe(inState.length);
      expect(s.share, s.state).toBeCloseTo(inState.length / 25, 4);
      if (inState.length === 0) {
        expect(s.averageHours).toBeNull();
        continue;
      }
      const hours = inState.map(hoursInState);
      const [min, max] = VEHICLE_STATE_HOURS[s.state];
      for (const h of hours) expect(h).toBeGreaterThanOrEqual(min);
      for (const h of hours) expect(h).toBeLessThanOrEqual(max);
      expect(s.averageHours).toBeCloseTo(hours.reduce((a, b) => a + b, 0) / hours.length, 1);
    }
  });

  it('vehicles overview follows the data: a vehicle moved to 100 % unloads', async () => {
    const before = await card<LogisticsVehiclesOverview>('vehicles-overview');
    const moving = getDb().vehicles.find((v) => vehicleStateOf(v.progress) === 'onTheWay');
    if (!moving) throw new Error('the seed has no vehicle on the way');
    moving.progress = 100;
    const after = await card<LogisticsVehiclesOverview>('vehicles-overview');
    const countOf = (o: LogisticsVehiclesOverview, state: string) =>
      o.states.find((s) => s.state === state)?.count ?? 0;
    expect(countOf(after, 'unloading')).toBe(countOf(before, 'unloading') + 1);
    expect(countOf(after, 'onTheWay')).toBe(countOf(before, 'onTheWay') - 1);
  });

  it('an empty fleet has every state at 0 with no average time', async () => {
    getDb().vehicles.splice(0);
    const overview = await card<LogisticsVehiclesOverview>('vehicles-overview');
    expect(overview.total).toBe(0);
    for (const s of overview.states)
      expect(s).toMatchObject({ count: 0, share: 0, averageHours: null });
  });

  it('shipments: eight months to the pinned one, the current month to date, totals summed', async () => {
    const stats = await card<LogisticsShipments>('shipments');
    expect(stats.months.map((m) => m.month)).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // Full months are their seeded figures; March counts 18 of its 31 days.
    expect(stats.months[0]).toEqual({ month: '2025-08', ...monthShipments('2025-08') });
    const march = monthShipments('2026-03');
    expect(stats.months[7]).toEqual({
      month: '2026-03',
      shipments: Math.round((march.shipments * 18) / 31),
      deliveries: Math.round((march.deliveries * 18) / 31),
    });
    for (const m of stats.months) expect(m.deliveries).toBeLessThanOrEqual(m.shipments);
    const shipments = stats.months.reduce((s, m) => s + m.shipments, 0);
    const deliveries = stats.months.reduce((s, m) => s + m.deliveries, 0);
    expect(stats.totalShipments).toBe(shipments);
    expect(stats.totalDeliveries).toBe(deliveries);
    expect(stats.deliveryRate).toBeCloseTo(deliveries / shipments, 4);
    // The same month gives the same figures on every load.
    expect(await card<LogisticsShipments>('shipments')).toEqual(stats);
  });

  it('performance: the six measures of the last 30 days against the 30 before', async () => {
    const perf = await card<LogisticsPerformance>('performance');
    expect(perf.period).toEqual({ from: '2026-02-17', to: '2026-03-18' });
    const now = ordersBetween('2026-02-17', '2026-03-18');
    const before = ordersBetween('2026-01-18', '2026-02-16');
    const count = (orders: Order[], status: Order['status']) =>
      orders.filter((o) => o.status === status).length;
    expect(perf.inTransit.current).toBe(count(now, 'Dispatched'));
    expect(perf.inTransit.previous).toBe(count(before, 'Dispatched'));
    expect(perf.outForDelivery.current).toBe(count(now, 'Out for Delivery'));
    expect(perf.delivered.current).toBe(count(now, 'Delivered'));
    expect(perf.delivered.previous).toBe(count(before, 'Delivered'));
    expect(perf.successRate.current).toBeCloseTo(count(now, 'Delivered') / now.length, 4);
    const delivered = now.filter((o) => o.status === 'Delivered').map(deliveryDays);
    for (const d of delivered) expect(d).toBeGreaterThanOrEqual(DELIVERY_DAYS[0]);
    expect(perf.averageDeliveryDays.current).toBeCloseTo(
      delivered.reduce((a, b) => a + b, 0) / delivered.length,
      1,
    );
    const change = perf.delivered.previous
      ? (perf.delivered.current - perf.delivered.previous) / perf.delivered.previous
      : null;
    expect(perf.delivered.change).toBeCloseTo(change ?? Number.NaN, 4);
  });

  it('performance: the customer rating is the average review of the period', async () => {
    const perf = await card<LogisticsPerformance>('performance');
    const inPeriod = getDb().reviews.filter((r) => {
      const [m, d, y] = r.date.split('/').map(Number);
      const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toISOString().slice(0, 10);
      return day >= '2026-02-17' && day <= '2026-03-18';
    });
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(perf.rating.current).toBeCloseTo(
      inPeriod.reduce((s, r) => s + r.review, 0) / inPeriod.length,
      2,
    );
    // Reviews are the only source: without them the rating is 0.
    getDb().reviews.splice(0);
    expect((await card<LogisticsPerformance>('performance')).rating.current).toBe(0);
  });

  it('exceptions: the vehicles with a warning, by kind, most first', async () => {
    const exceptions = await card<LogisticsExceptions>('exceptions');
    const warned = getDb().vehicles.filter((v) => v.warnings !== 'No Warnings');
    expect(exceptions.total).toBe(warned.length);
    const fuel = warned.filter((v) => v.warnings === 'Fuel Problems').length;
    expect(exceptions.kinds.find((k) => k.kind === 'fuelProblems')?.count ?? 0).toBe(fuel);
    const counts = exceptions.kinds.map((k) => k.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    getDb().vehicles.forEach((v) => (v.warnings = 'No Warnings'));
    expect(await card<LogisticsExceptions>('exceptions')).toEqual({ total: 0, kinds: [] });
  });
});

describe('orders by country (logistics and e-commerce dashboards)', () => {
  it('groups every order by its shipping country, with code, flag, total and stages', async () => {
    const answer = await card<OrdersByCountry>('orders-by-country');
    const { orders, products } = getDb();
    expect(answer.totalOrders).toBe(orders.length);
    expect(answer.countries.reduce((s, c) => s + c.orders, 0)).toBe(orders.length);
    const top = answer.countries[0];
    if (!top) throw new Error('no country');
    const ofTop = orders.filter(
      (o) => orderDetails(o, products).shippingAddress.country === top.country,
    );
    expect(top.orders).toBe(ofTop.length);
    expect(top.total).toBeCloseTo(
      ofTop.reduce((s, o) => s + o.spent, 0),
      2,
    );
    expect(top.code).toMatch(/^[a-z]{2}$/);
    expect(top.flag).toBe(`/mock-assets/flags/${top.code}.svg`);
    expect(top.stages.new).toBe(ofTop.filter((o) => orderStageOf(o) === 'new').length);
    expect(top.stages.shipping).toBe(ofTop.filter((o) => orderStageOf(o) === 'shipping').length);
    const counts = answer.countries.map((c) => c.orders);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const open = orders.filter((o) => orderStageOf(o) !== null).length;
    expect(answer.stages.new + answer.stages.preparing + answer.stages.shipping).toBe(open);
  });

  it('reads the stage from status and payment', () => {
    expect(orderStageOf({ status: 'Dispatched', payment: 2 })).toBe('new');
    expect(orderStageOf({ status: 'Ready to Pickup', payment: 1 })).toBe('preparing');
    expect(orderStageOf({ status: 'Dispatched', payment: 1 })).toBe('shipping');
    expect(orderStageOf({ status: 'Out for Delivery', payment: 1 })).toBe('shipping');
    expect(orderStageOf({ status: 'Delivered', payment: 1 })).toBeNull();
    expect(orderStageOf({ status: 'Dispatched', payment: 4 })).toBeNull();
  });

  it('an edited shipping address moves the order to its new country', async () => {
    const order = getDb().orders[0];
    if (!order) throw new Error('no order');
    const country = orderDetails(order, getDb().products).shippingAddress.country;
    const target = country === 'Japan' ? 'Egypt' : 'Japan';
    const before = await card<OrdersByCountry>('orders-by-country');
    const count = (a: OrdersByCountry, name: string) =>
      a.countries.find((c) => c.country === name)?.orders ?? 0;
    order.shippingAddress = {
      name: order.customer,
      line1: '1 Harbour Road',
      line2: '',
      city: 'Tokyo',
      state: '',
      postalCode: '10000',
      country: target,
    };
    const after = await card<OrdersByCountry>('orders-by-country');
    expect(count(after, target)).toBe(count(before, target) + 1);
    expect(count(after, country)).toBe(count(before, country) - 1);
  });

  it('the e-commerce dashboard answers the same computation', async () => {
    const ecommerce = await getJson<OrdersByCountry>(
      '/api/apps/ecommerce/dashboard/orders-by-country',
    );
    expect(ecommerce.status).toBe(200);
    expect(ecommerce.body).toEqual(await card<OrdersByCountry>('orders-by-country'));
  });

  it('no orders: no country', async () => {
    getDb().orders.splice(0);
    expect(await card<OrdersByCountry>('orders-by-country')).toEqual({
      countries: [],
      totalOrders: 0,
      total: 0,
      stages: { new: 0, preparing: 0, shipping: 0 },
    });
  });
});

// The clock the figures count back from.
it('uses the pinned clock', () => {
  expect(fixedNow.toISOString().slice(0, 10)).toBe('2026-03-18');
});
