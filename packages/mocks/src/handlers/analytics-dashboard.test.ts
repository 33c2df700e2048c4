// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { EXPENSE_RATIO, daysOf } from '../domains/analytics/dashboard.ts';
import {
  monthCampaigns,
  openTicketsBefore,
  ticketDay,
  trafficDay,
  TRAFFIC_SOURCES,
} from '../domains/analytics/series.ts';
import type {
  AnalyticsAverageDailySales,
  AnalyticsCampaigns,
  AnalyticsEarningReports,
  AnalyticsProjects,
  AnalyticsSalesByCountries,
  AnalyticsSalesOverview,
  AnalyticsSourceVisits,
  AnalyticsSupportTracker,
  AnalyticsTotalEarning,
  AnalyticsTraffic,
} from '../types/analytics-dashboard.ts';
import type { Order } from '../types/ecommerce.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/dashboards/analytics';
const card = <T>(name: string) => getJson<T>(`${BASE}/${name}`).then((r) => r.body);

// The pinned clock is 2026-03-18: the 30-day period starts on 17 Feb, the previous one on 18 Jan.
const LAST_30 = { from: '2026-02-17', to: '2026-03-18' };
const PREVIOUS_30 = { from: '2026-01-18', to: '2026-02-16' };
const LAST_7 = { from: '2026-03-12', to: '2026-03-18' };
const PREVIOUS_7 = { from: '2026-03-05', to: '2026-03-11' };

const cents = (n: number) => Math.round(n * 100) / 100;
const add = (values: number[]) => cents(values.reduce((a, b) => a + b, 0));
const within = (period: { from: string; to: string }) =>
  getDb().orders.filter((o) => o.date >= period.from && o.date <= period.to);
const totals = (orders: Order[]) => add(orders.map((o) => o.spent));
const paid = (orders: Order[]) => totals(orders.filter((o) => o.payment === 1));
const traffic = (period: { from: string; to: string }) => daysOf(period).map(trafficDay);
const sessions = (period: { from: string; to: string }) =>
  traffic(period).reduce((s, d) => s + d.sessions, 0);
const change = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 10_000) / 10_000;

describe('GET /api/dashboards/analytics/*', () => {
  it('answers every card with 200', async () => {
    const names = [
      'traffic',
      'average-daily-sales',
      'sales-overview',
      'earning-reports',
      'support-tracker',
      'sales-by-countries',
      'total-earning',
      'campaigns',
      'source-visits',
      'projects',
    ];
    for (const name of names) expect((await call('GET', `${BASE}/${name}`)).status, name).toBe(200);
  });

  it('draws the same seeded series for a day whenever it is asked, sources adding up to sessions', () => {
    expect(trafficDay('2026-03-01')).toEqual(trafficDay('2026-03-01'));
    expect(trafficDay('2026-03-01')).not.toEqual(trafficDay('2026-03-02'));
    for (const day of traffic(LAST_30)) {
      expect(TRAFFIC_SOURCES.reduce((s, src) => s + day.sources[src], 0)).toBe(day.sessions);
      expect(day.sessions).toBeGreaterThan(0);
    }
  });

  it('traffic: sessions, page views and leads of the series; conversions are the orders placed', async () => {
    const t = await card<AnalyticsTraffic>('traffic');
    expect(t.period).toEqual(LAST_30);
    expect(t.sessions.current).toBe(sessions(LAST_30));
    expect(t.sessions.previous).toBe(sessions(PREVIOUS_30));
    const views = traffic(LAST_30).reduce((s, d) => s + d.pageViews, 0);
    expect(t.pageViews.current).toBe(views);
    expect(t.pagesPerSession).toBe(cents(views / sessions(LAST_30)));
    expect(t.leads.current).toBe(traffic(LAST_30).reduce((s, d) => s + d.leads, 0));
    expect(t.conversions.current).toBe(within(LAST_30).length);
    expect(t.conversions.previous).toBe(within(PREVIOUS_30).length);
    expect(t.conversionRate).toBeCloseTo(within(LAST_30).length / sessions(LAST_30), 4);
  });

  it('average daily sales: the order totals of each of the 30 days, and their average', async () => {
    const a = await card<AnalyticsAverageDailySales>('average-daily-sales');
    expect(a.days).toHaveLength(30);
    expect(a.days[0]?.date).toBe(LAST_30.from);
    const day = a.days.find((d) => d.value > 0);
    if (!day) throw new Error('no sales in the last 30 days of the seed');
    expect(day.value).toBe(totals(getDb().orders.filter((o) => o.date === day.date)));
    expect(a.total).toBe(totals(within(LAST_30)));
    expect(a.average).toBe(cents(a.total / 30));
    expect(a.change).toBe(change(a.average, cents(totals(within(PREVIOUS_30)) / 30)));
  });

  it('average daily sales follow the orders: deleting one lowers its day', async () => {
    const before = await card<AnalyticsAverageDailySales>('average-daily-sales');
    const order = within(LAST_30)[0];
    if (!order) throw new Error('no order in the last 30 days of the seed');
    await call('DELETE', `/api/apps/ecommerce/orders/${order.id}`);
    const after = await card<AnalyticsAverageDailySales>('average-daily-sales');
    expect(after.total).toBeCloseTo(before.total - order.spent, 2);
  });

  it('sales overview: the orders placed against the visits of the series', async () => {
    const s = await card<AnalyticsSalesOverview>('sales-overview');
    expect(s.orders.current).toBe(within(LAST_30).length);
    expect(s.visits.current).toBe(sessions(LAST_30));
    expect(s.sales.current).toBe(totals(within(LAST_30)));
    expect(s.sales.previous).toBe(totals(within(PREVIOUS_30)));
    expect(s.conversion).toBeCloseTo(s.orders.current / s.visits.current, 4);
  });

  it('earning reports: paid orders of each of the last 7 days, expense a fixed share', async () => {
    const e = await card<AnalyticsEarningReports>('earning-reports');
    expect(e.period).toEqual(LAST_7);
    expect(e.days.map((d) => d.date)).toEqual(daysOf(LAST_7));
    for (const d of e.days) {
      const on = getDb().orders.filter((o) => o.date === d.date);
      expect(d.earning).toBe(paid(on));
      expect(d.orders).toBe(on.length);
    }
    expect(e.earnings.current).toBe(paid(within(LAST_7)));
    expect(e.earnings.previous).toBe(paid(within(PREVIOUS_7)));
    expect(e.expense).toBe(cents(e.earnings.current * EXPENSE_RATIO));
    expect(e.profit).toBe(cents(e.earnings.current - e.expense));
  });

  it('support tracker: the seeded tickets of the week, closed never more than open', async () => {
    const s = await card<AnalyticsSupportTracker>('support-tracker');
    const days = daysOf(LAST_7).map(ticketDay);
    const opened = days.reduce((n, d) => n + d.new, 0);
    expect(s.new).toBe(opened);
    expect(s.total).toBe(openTicketsBefore(LAST_7.from) + opened);
    expect(s.completed + s.open).toBe(s.total);
    expect(s.completedShare).toBeCloseTo(s.completed / s.total, 4);
    const weighted = days.reduce((n, d) => n + d.responseHours * d.new, 0) / opened;
    expect(s.responseHours).toBeCloseTo(weighted, 1);
  });

  it('sales by countries: the 60 days of orders by the buyer’s country, most first', async () => {
    const s = await card<AnalyticsSalesByCountries>('sales-by-countries');
    expect(s.period).toEqual({ from: '2026-01-18', to: '2026-03-18' });
    expect(s.countries.length).toBeGreaterThan(0);
    expect(s.countries.length).toBeLessThanOrEqual(6);
    const country = new Map(getDb().customers.map((c) => [c.customerId, c.countryCode]));
    const recent = getDb().orders.filter((o) => o.date >= s.period.from && o.date <= s.period.to);
    const previous = getDb().orders.filter((o) => o.date >= '2025-11-19' && o.date < s.period.from);
    for (const c of s.countries) {
      const mine = recent.filter((o) => country.get(o.customerId) === c.countryCode);
      expect(c.sales).toBe(totals(mine));
      expect(c.orders).toBe(mine.length);
      const before = previous.filter((o) => country.get(o.customerId) === c.countryCode);
      expect(c.change).toBe(change(c.sales, totals(before)));
    }
    const sales = s.countries.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('total earning: 8 weeks of paid orders against the 8 before, expense a fixed share', async () => {
    const t = await card<AnalyticsTotalEarning>('total-earning');
    expect(t.weeks).toHaveLength(8);
    expect(t.period).toEqual({ from: '2026-01-22', to: '2026-03-18' });
    expect(t.earning.current).toBe(paid(within(t.period)));
    expect(t.earning.previous).toBe(paid(within({ from: '2025-11-27', to: '2026-01-21' })));
    expect(add(t.weeks.map((w) => w.earning))).toBe(t.earning.current);
    for (const w of t.weeks) expect(w.expense).toBe(cents(w.earning * EXPENSE_RATIO));
  });

  it('campaigns: the month’s seeded sends added up', async () => {
    const c = await card<AnalyticsCampaigns>('campaigns');
    const sends = monthCampaigns('2026-03');
    expect(c.month).toBe('2026-03');
    expect(c.campaigns).toBe(sends.length);
    expect(c.emails).toBe(sends.reduce((n, s) => n + s.emails, 0));
    expect(c.opened).toBe(sends.reduce((n, s) => n + s.opened, 0));
    expect(c.clicked).toBe(sends.reduce((n, s) => n + s.clicked, 0));
    expect(c.subscribed).toBe(sends.reduce((n, s) => n + s.subscribed, 0));
    expect(c.complaints).toBe(sends.reduce((n, s) => n + s.complaints, 0));
    expect(c.unsubscribed).toBe(sends.reduce((n, s) => n + s.unsubscribed, 0));
    expect(c.rates.opened).toBeCloseTo(c.opened / c.emails, 4);
    expect(c.rates.complaints).toBeCloseTo(c.complaints / c.emails, 4);
    expect(c.rates.unsubscribed).toBeCloseTo(c.unsubscribed / c.emails, 4);
    expect(c.opened).toBeLessThan(c.emails);
    expect(c.clicked).toBeLessThan(c.opened);
  });

  it('source visits: the sessions by source, their shares and changes', async () => {
    const s = await card<AnalyticsSourceVisits>('source-visits');
    expect(s.total).toBe(sessions(LAST_30));
    expect(s.sources.map((x) => x.source)).toEqual(TRAFFIC_SOURCES);
    expect(s.sources.reduce((n, x) => n + x.visits, 0)).toBe(s.total);
    for (const x of s.sources) {
      const visits = traffic(LAST_30).reduce((n, d) => n + d.sources[x.source], 0);
      const before = traffic(PREVIOUS_30).reduce((n, d) => n + d.sources[x.source], 0);
      expect(x.visits).toBe(visits);
      expect(x.share).toBeCloseTo(visits / s.total, 4);
      expect(x.change).toBe(change(visits, before));
    }
  });

  it('projects: the profile’s projects', async () => {
    const p = await card<AnalyticsProjects>('projects');
    const seeded = getDb().profileTabs.profile.projectTable;
    expect(p.projects.map((x) => x.name)).toEqual(seeded.map((x) => x.name));
    expect(p.projects.map((x) => x.progress)).toEqual(seeded.map((x) => x.status));
    expect(p.projects[0]?.team).toEqual(seeded[0]?.avatarGroup);
  });
});
