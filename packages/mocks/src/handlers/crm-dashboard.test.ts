// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { CRM_DEAL_COUNT, CRM_DEAL_STAGES, seedCrmDeals } from '../db/seed/crm-deals.ts';
import { getDb } from '../db/store.ts';
import { COST_OF_GOODS, FULFILMENT_FEE, PAYMENT_FEE } from '../domains/ecommerce/dashboard.ts';
import { addDays, isoDate } from '../lib/dates.ts';
import type {
  CrmActiveProjects,
  CrmActivity,
  CrmEarningReports,
  CrmPipeline,
  CrmRevenueGrowth,
  CrmSalesByCountry,
  CrmTopCustomers,
  CrmWeeklySeries,
} from '../types/crm-dashboard.ts';
import type { Order } from '../types/ecommerce.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/dashboards/crm';
const card = <T>(name: string) => getJson<T>(`${BASE}/${name}`).then((r) => r.body);

/** The ISO day `days` before the pinned today. */
const daysBack = (days: number) => isoDate(addDays(fixedNow, -days));
/** Orders placed from `from` to `to` (ISO days, both included). */
const between = (from: string, to: string): Order[] =>
  getDb().orders.filter((o) => o.date >= from && o.date <= to);
const round = (value: number) => Math.round(value * 100) / 100;
const salesOf = (orders: Order[]) => round(orders.reduce((s, o) => s + o.spent, 0));
const paidOf = (orders: Order[]) => salesOf(orders.filter((o) => o.payment === 1));

describe('GET /api/dashboards/crm/*', () => {
  it('answers every card with 200', async () => {
    const names = [
      'sales',
      'orders',
      'revenue-growth',
      'earning-reports',
      'countries',
      'pipeline',
      'top-customers',
      'projects',
      'activity',
    ];
    for (const name of names) expect((await call('GET', `${BASE}/${name}`)).status, name).toBe(200);
  });

  it('sales: every order of the last 12 weeks, by week, the last 6 weeks against the 6 before', async () => {
    const sales = await card<CrmWeeklySeries>('sales');
    expect(sales.weeks).toHaveLength(12);
    expect(sales.weeks[0]).toMatchObject({ from: daysBack(83), to: daysBack(77) });
    expect(sales.weeks[11]).toMatchObject({ from: daysBack(6), to: daysBack(0) });
    expect(sales.weeks[11]?.value).toBe(salesOf(between(daysBack(6), daysBack(0))));
    expect(sales.total).toBeCloseTo(salesOf(between(daysBack(83), daysBack(0))), 2);
    expect(sales.trend.current).toBeCloseTo(salesOf(between(daysBack(41), daysBack(0))), 2);
    expect(sales.trend.previous).toBeCloseTo(salesOf(between(daysBack(83), daysBack(42))), 2);
    expect(sales.total).toBeGreaterThan(0);
  });

  it('orders: the count of the last 12 weeks, and it follows a delete', async () => {
    const orders = await card<CrmWeeklySeries>('orders');
    const recent = between(daysBack(83), daysBack(0));
    expect(orders.total).toBe(recent.length);
    expect(orders.weeks.reduce((n, w) => n + w.value, 0)).toBe(recent.length);
    const newest = recent[0];
    if (!newest) throw new Error('the seed has no order in the last 12 weeks');
    expect((await call('DELETE', `/api/apps/ecommerce/orders/${newest.id}`)).status).toBe(204);
    expect((await card<CrmWeeklySeries>('orders')).total).toBe(recent.length - 1);
  });

  it('revenue growth: paid orders of the last 7 weeks against the 7 before', async () => {
    const growth = await card<CrmRevenueGrowth>('revenue-growth');
    expect(growth.weeks).toHaveLength(7);
    expect(growth.weeks[0]?.from).toBe(daysBack(48));
    expect(growth.weeks[3]?.value).toBe(paidOf(between(daysBack(27), daysBack(21))));
    expect(growth.trend.current).toBeCloseTo(paidOf(between(daysBack(48), daysBack(0))), 2);
    expect(growth.trend.previous).toBeCloseTo(paidOf(between(daysBack(97), daysBack(49))), 2);
  });

  it('earning reports: the last 4 months, profit being income less the modelled expenses', async () => {
    const report = await card<CrmEarningReports>('earning-reports');
    expect(report.months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    const february = getDb().orders.filter((o) => o.date.startsWith('2026-02'));
    const paid = february.filter((o) => o.payment === 1);
    const income = paidOf(february);
    const expenses = income * (COST_OF_GOODS + PAYMENT_FEE) + paid.length * FULFILMENT_FEE;
    expect(report.months[2]).toMatchObject({ orders: february.length, income });
    expect(report.months[2]?.sales).toBeCloseTo(salesOf(february), 2);
    expect(report.months[2]?.profit).toBeCloseTo(income - expenses, 1);
    expect(report.totals.orders).toBe(
      getDb().orders.filter((o) => o.date >= '2025-12-01' && o.date <= '2026-03-18').length,
    );
  });

  it('countries: the 6 largest by the customers’ countries, with the last 60 days against the 60 before', async () => {
    const { countries, total } = await card<CrmSalesByCountry>('countries');
    expect(countries).toHaveLength(6);
    const sales = countries.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(total).toBeCloseTo(salesOf(getDb().orders), 2);
    const first = countries[0];
    if (!first) throw new Error('no country');
    const codes = new Map(getDb().customers.map((c) => [c.customerId, c.countryCode]));
    const theirs = getDb().orders.filter((o) => codes.get(o.customerId) === first.countryCode);
    expect(first.orders).toBe(theirs.length);
    expect(first.sales).toBeCloseTo(salesOf(theirs), 2);
    expect(first.flag).toBe(`/mock-assets/flags/${first.countryCode}.svg`);
    const recent = salesOf(theirs.filter((o) => o.date >= daysBack(59)));
    const before = salesOf(theirs.filter((o) => o.date >= daysBack(119) && o.date < daysBack(59)));
    expect(first.change).toBeCloseTo((recent - before) / before, 3);
  });

  it('pipeline: the seeded deals, each stage counting those that reached it', async () => {
    const pipeline = await card<CrmPipeline>('pipeline');
    const deals = seedCrmDeals();
    expect(pipeline.stages.map((s) => s.stage)).toEqual(CRM_DEAL_STAGES);
    expect(pipeline.stages[0]?.count).toBe(CRM_DEAL_COUNT);
    expect(pipeline.stages[0]?.value).toBe(deals.reduce((s, d) => s + d.value, 0));
    const won = deals.filter((d) => d.stage === 'won');
    expect(pipeline.stages[4]).toEqual({
      stage: 'won',
      count: won.length,
      value: won.reduce((s, d) => s + d.value, 0),
    });
    const counts = pipeline.stages.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[4]).toBeGreaterThan(0);
    expect(pipeline.conversion).toBeCloseTo(won.length / CRM_DEAL_COUNT, 4);
  });

  it('top customers: the 5 whose orders add up most, following the orders', async () => {
    const { customers } = await card<CrmTopCustomers>('top-customers');
    const expected = [...getDb().customers]
      .sort((a, b) => b.totalSpent - a.totalSpent || a.customerId - b.customerId)
      .slice(0, 5);
    expect(customers.map((c) => c.customerId)).toEqual(expected.map((c) => c.customerId));
    expect(customers[0]).toMatchObject({
      name: expected[0]?.customer,
      email: expected[0]?.email,
      orders: expected[0]?.order,
      total: expected[0]?.totalSpent,
    });
    const top = customers[0];
    const theirs = getDb().orders.filter((o) => o.customerId === top?.customerId);
    for (const order of theirs) await call('DELETE', `/api/apps/ecommerce/orders/${order.id}`);
    const after = await card<CrmTopCustomers>('top-customers');
    expect(after.customers.map((c) => c.customerId)).not.toContain(top?.customerId);
  });

  it('projects: the profile’s projects not past their deadline, nearest first', async () => {
    const { projects } = await card<CrmActiveProjects>('projects');
    const seeded = getDb().profileTabs.projects.filter((p) => p.deadline >= daysBack(0));
    expect(projects).toHaveLength(seeded.length);
    const deadlines = projects.map((p) => p.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    const first = projects[0];
    const source = seeded.find((p) => p.title === first?.title);
    expect(first?.progress).toBeCloseTo((source?.completedTask ?? 0) / (source?.totalTask ?? 1), 4);
    expect(first?.daysLeft).toBe(
      (Date.parse(first?.deadline ?? '') - Date.parse(daysBack(0))) / 86_400_000,
    );
  });

  it('activity: the 6 newest orders, reviews and sent invoices, none after now', async () => {
    const activity = await card<CrmActivity>('activity');
    expect(activity.asOf).toBe(fixedNow.toISOString());
    expect(activity.events).toHaveLength(6);
    const times = activity.events.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((t) => t <= fixedNow.toISOString())).toBe(true);
    const newestOrder = [...getDb().orders].sort((a, b) => b.date.localeCompare(a.date))[0];
    const newestDay = times[0]?.slice(0, 10) ?? '';
    expect(newestDay >= (newestOrder?.date ?? '')).toBe(true);
    for (const event of activity.events) {
      // Only orders carry a time of day.
      expect(event.dayOnly).toBe(event.kind !== 'order');
      if (event.kind === 'order') {
        const order = getDb().orders.find((o) => o.id === event.orderId);
        expect(event).toMatchObject({ order: order?.order, amount: order?.spent });
      }
      if (event.kind === 'invoice') {
        const invoice = getDb().invoices.find((i) => i.id === event.invoiceId);
        expect(invoice?.invoiceStatus).not.toBe('Draft');
        expect(event.at.slice(0, 10)).toBe(invoice?.issuedDate);
      }
    }
  });
});
