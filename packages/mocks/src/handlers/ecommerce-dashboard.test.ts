// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { getDb } from '../db/store.ts';
import {
  COST_OF_GOODS,
  FULFILMENT_FEE,
  PAYMENT_FEE,
  dashboardRevenueReport,
} from '../domains/ecommerce/dashboard.ts';
import { isoDate } from '../lib/dates.ts';
import type {
  DashboardEarnings,
  DashboardInvoices,
  DashboardLeads,
  DashboardOrdersByStatus,
  DashboardPopularProducts,
  DashboardProfitExpenses,
  DashboardStatistics,
  DashboardSummary,
  DashboardTransactions,
} from '../types/dashboard.ts';
import type { Order } from '../types/ecommerce.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/apps/ecommerce/dashboard';
const card = <T>(name: string) => getJson<T>(`${BASE}/${name}`).then((r) => r.body);

/** Orders of the last 30 days (the cards' current period) as the test computes it. */
function recentOrders(): Order[] {
  const from = isoDate(new Date(Date.UTC(2026, 1, 17)));
  const to = isoDate(fixedNow);
  return getDb().orders.filter((o) => o.date >= from && o.date <= to);
}
const paidTotal = (orders: Order[]) =>
  Math.round(orders.filter((o) => o.payment === 1).reduce((s, o) => s + o.spent, 0) * 100) / 100;

describe('GET /api/apps/ecommerce/dashboard/*', () => {
  it('answers every card group with 200', async () => {
    const names = [
      'summary',
      'statistics',
      'profit-expenses',
      'leads',
      'revenue-report',
      'earnings',
      'popular-products',
      'orders-by-status',
      'transactions',
      'invoices',
    ];
    for (const name of names) expect((await call('GET', `${BASE}/${name}`)).status, name).toBe(200);
  });

  it('statistics count the stored customers, products and the last 30 days of orders', async () => {
    const stats = await card<DashboardStatistics>('statistics');
    expect(stats.period).toEqual({ from: '2026-02-17', to: '2026-03-18' });
    expect(stats.customers.total).toBe(getDb().customers.length);
    expect(stats.products.total).toBe(getDb().products.length);
    expect(stats.products.published).toBe(
      getDb().products.filter((p) => p.status === 'Published').length,
    );
    expect(stats.sales.current).toBe(recentOrders().length);
    expect(stats.revenue.current).toBe(paidTotal(recentOrders()));
    expect(stats.weeklySales).toHaveLength(8);
  });

  it('follows the data: deleting a paid recent order lowers revenue and sales', async () => {
    const before = await card<DashboardStatistics>('statistics');
    const paid = recentOrders().find((o) => o.payment === 1);
    if (!paid) throw new Error('the seed has no paid order in the last 30 days');
    expect((await call('DELETE', `/api/apps/ecommerce/orders/${paid.id}`)).status).toBe(204);
    const after = await card<DashboardStatistics>('statistics');
    expect(after.sales.current).toBe(before.sales.current - 1);
    expect(after.revenue.current).toBeCloseTo(before.revenue.current - paid.spent, 2);
    const summary = await card<DashboardSummary>('summary');
    expect(summary.sales.current).toBeCloseTo(after.revenue.current, 2);
  });

  it('follows the data: fewer customers and products after deletes', async () => {
    getDb().customers.splice(0, 3);
    const product = getDb().products[0];
    expect((await call('DELETE', `/api/apps/ecommerce/products/${product?.id}`)).status).toBe(204);
    const stats = await card<DashboardStatistics>('statistics');
    expect(stats.customers.total).toBe(97);
    expect(stats.products.total).toBe(49);
  });

  it('profit is revenue minus the modelled expenses', async () => {
    const pe = await card<DashboardProfitExpenses>('profit-expenses');
    const paid = recentOrders().filter((o) => o.payment === 1);
    const revenue = paidTotal(recentOrders());
    const expenses = revenue * (COST_OF_GOODS + PAYMENT_FEE) + paid.length * FULFILMENT_FEE;
    expect(pe.revenue).toBe(revenue);
    expect(pe.expenses).toBeCloseTo(expenses, 1);
    expect(pe.profit.current).toBeCloseTo(revenue - pe.expenses, 2);
    expect(pe.weeks).toHaveLength(8);
  });

  it('best seller and popular products come from the paid orders’ lines, deleted products left out', async () => {
    const popular = await card<DashboardPopularProducts>('popular-products');
    const summary = await card<DashboardSummary>('summary');
    const first = popular.products[0];
    expect(popular.products.length).toBeGreaterThan(0);
    expect(summary.bestSeller?.id).toBe(first?.id);
    const units = popular.products.map((p) => p.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    await call('DELETE', `/api/apps/ecommerce/products/${first?.id}`);
    const after = await card<DashboardPopularProducts>('popular-products');
    expect(after.products.map((p) => p.id)).not.toContain(first?.id);
  });

  it('orders by status and payment add up to every order', async () => {
    const byStatus = await card<DashboardOrdersByStatus>('orders-by-status');
    expect(byStatus.total).toBe(100);
    expect(byStatus.statuses.reduce((s, x) => s + x.count, 0)).toBe(100);
    expect(byStatus.payments.reduce((s, x) => s + x.count, 0)).toBe(100);
    const delivered = getDb().orders.filter((o) => o.status === 'Delivered').length;
    expect(byStatus.statuses.find((s) => s.status === 'Delivered')?.count).toBe(delivered);
  });

  it('leads are the referrals, conversion the paid share', async () => {
    const leads = await card<DashboardLeads>('leads');
    const referrals = getDb().referrals;
    const paid = referrals.filter((r) => r.status === 'Paid').length;
    expect(leads.total).toBe(referrals.length);
    expect(leads.conversion).toBeCloseTo(paid / referrals.length, 3);
  });

  it('revenue report: four calendar months, the current one month to date', () => {
    const report = dashboardRevenueReport(getDb(), fixedNow);
    expect(report.months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    const march = getDb().orders.filter((o) => o.date.startsWith('2026-03'));
    expect(report.months[3]?.orders).toBe(march.length);
  });

  it('earnings group the last 12 weeks by weekday, Monday first', async () => {
    const earnings = await card<DashboardEarnings>('earnings');
    expect(earnings.weekdays.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(earnings.totalSales).toBeCloseTo(
      earnings.weekdays.reduce((s, d) => s + d.sales, 0),
      2,
    );
  });

  it('transactions and invoices are the newest, never after today', async () => {
    const { transactions } = await card<DashboardTransactions>('transactions');
    expect(transactions).toHaveLength(5);
    const dates = transactions.map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d <= '2026-03-18')).toBe(true);
    const { invoices, total } = await card<DashboardInvoices>('invoices');
    expect(total).toBe(getDb().invoices.length);
    const issued = invoices.map((i) => i.issuedDate);
    expect(issued).toEqual([...issued].sort().reverse());
  });
});
