import type { Db } from '../../db/schema.ts';
import { addDays, isoDate } from '../../lib/dates.ts';
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
} from '../../types/analytics-dashboard.ts';
import type { DashboardPeriod } from '../../types/dashboard.ts';
import type { Order } from '../../types/ecommerce.ts';
import {
  cents,
  ordersIn,
  periodOf,
  revenueOf,
  sum,
  trend,
  weeksBack,
} from '../ecommerce/dashboard.ts';
import {
  monthCampaigns,
  openTicketsBefore,
  ticketDay,
  trafficDay,
  TRAFFIC_SOURCES,
  type TrafficDay,
} from './series.ts';

/**
 * Extension: the analytics dashboard's figures, pure functions over the db, the seeded series
 * (series.ts) and "now". The money model, where the contract is silent:
 * - sales are the totals of the orders placed, whatever their payment (what customers ordered);
 * - earnings are paid orders only (payment 1), as the e-commerce dashboard's revenue;
 * - expense is a fixed share of earnings, `EXPENSE_RATIO` (the seed's cost of running the shop:
 *   goods, fees and delivery together), and profit what is left.
 */
export const EXPENSE_RATIO = 0.42;
/** The traffic, sales and sources cards cover 30 days; the week cards 7. */
export const ANALYTICS_PERIOD_DAYS = 30;
export const WEEK_DAYS = 7;
/** Sales by countries compare 60 days with the 60 before: every seeded order counts (120 days). */
export const COUNTRY_PERIOD_DAYS = 60;
export const COUNTRIES_SHOWN = 6;
/** Total earning: 8 weeks against the 8 before. */
export const EARNING_WEEKS = 8;

type AnalyticsDb = Pick<Db, 'orders' | 'customers' | 'profileTabs'>;

/** Every ISO day of a period, oldest first. */
export function daysOf(period: DashboardPeriod): string[] {
  const days: string[] = [];
  for (let day = new Date(`${period.from}T00:00:00Z`); isoDate(day) <= period.to;) {
    days.push(isoDate(day));
    day = addDays(day, 1);
  }
  return days;
}

const ratio = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

const salesOf = (orders: readonly Order[]): number => sum(orders.map((o) => o.spent));

/** The period `days` long ending today and the one before it. */
function periods(now: Date, days: number) {
  return { current: periodOf(now, days), previous: periodOf(now, days, days) };
}

const trafficOf = (period: DashboardPeriod): TrafficDay[] => daysOf(period).map(trafficDay);
const total = (days: readonly TrafficDay[], pick: (day: TrafficDay) => number): number =>
  days.reduce((s, d) => s + pick(d), 0);

export function analyticsTraffic(db: AnalyticsDb, now: Date): AnalyticsTraffic {
  const { current, previous } = periods(now, ANALYTICS_PERIOD_DAYS);
  const [recent, before] = [trafficOf(current), trafficOf(previous)];
  const figure = (pick: (day: TrafficDay) => number) =>
    trend(total(recent, pick), total(before, pick));
  const sessions = figure((d) => d.sessions);
  const pageViews = figure((d) => d.pageViews);
  const conversions = trend(
    ordersIn(db.orders, current).length,
    ordersIn(db.orders, previous).length,
  );
  return {
    period: current,
    sessions,
    pageViews,
    pagesPerSession: sessions.current === 0 ? 0 : cents(pageViews.current / sessions.current),
    leads: figure((d) => d.leads),
    conversions,
    conversionRate: ratio(conversions.current, sessions.current),
  };
}

export function analyticsAverageDailySales(db: AnalyticsDb, now: Date): AnalyticsAverageDailySales {
  const { current, previous } = periods(now, ANALYTICS_PERIOD_DAYS);
  const recent = ordersIn(db.orders, current);
  const days = daysOf(current).map((date) => ({
    date,
    value: salesOf(recent.filter((o) => o.date === date)),
  }));
  const totalSales = salesOf(recent);
  const average = cents(totalSales / ANALYTICS_PERIOD_DAYS);
  const before = cents(salesOf(ordersIn(db.orders, previous)) / ANALYTICS_PERIOD_DAYS);
  return {
    period: current,
    days,
    total: totalSales,
    average,
    change: trend(average, before).change,
  };
}

export function analyticsSalesOverview(db: AnalyticsDb, now: Date): AnalyticsSalesOverview {
  const { current, previous } = periods(now, ANALYTICS_PERIOD_DAYS);
  const [recent, before] = [ordersIn(db.orders, current), ordersIn(db.orders, previous)];
  const visits = trend(
    total(trafficOf(current), (d) => d.sessions),
    total(trafficOf(previous), (d) => d.sessions),
  );
  return {
    period: current,
    sales: trend(salesOf(recent), salesOf(before)),
    orders: trend(recent.length, before.length),
    visits,
    conversion: ratio(recent.length, visits.current),
  };
}

export function analyticsEarningReports(db: AnalyticsDb, now: Date): AnalyticsEarningReports {
  const { current, previous } = periods(now, WEEK_DAYS);
  const recent = ordersIn(db.orders, current);
  const days = daysOf(current).map((date) => {
    const on = recent.filter((o) => o.date === date);
    return { date, earning: revenueOf(on), orders: on.length };
  });
  const earnings = trend(revenueOf(recent), revenueOf(ordersIn(db.orders, previous)));
  const expense = cents(earnings.current * EXPENSE_RATIO);
  return {
    period: current,
    days,
    earnings,
    expense,
    profit: cents(earnings.current - expense),
    expenseRatio: EXPENSE_RATIO,
  };
}

export function analyticsSupportTracker(now: Date): AnalyticsSupportTracker {
  const period = periodOf(now, WEEK_DAYS);
  const days = daysOf(period).map(ticketDay);
  const opened = days.reduce((s, d) => s + d.new, 0);
  const carried = openTicketsBefore(period.from);
  const all = carried + opened;
  // A day never closes more than was open by its end.
  let open = carried;
  let completed = 0;
  for (const day of days) {
    const closed = Math.min(day.resolved, open + day.new);
    open += day.new - closed;
    completed += closed;
  }
  const weighted = days.reduce((s, d) => s + d.responseHours * d.new, 0);
  return {
    period,
    total: all,
    new: opened,
    open,
    completed,
    completedShare: ratio(completed, all),
    responseHours: opened === 0 ? 0 : Math.round((weighted / opened) * 10) / 10,
  };
}

export function analyticsSalesByCountries(db: AnalyticsDb, now: Date): AnalyticsSalesByCountries {
  const { current, previous } = periods(now, COUNTRY_PERIOD_DAYS);
  const buyers = new Map(db.customers.map((c) => [c.customerId, c]));
  /** Sales and orders per country code; orders of unknown (deleted) customers are left out. */
  const byCountry = (orders: readonly Order[]) => {
    const map = new Map<string, { sales: number; orders: number }>();
    for (const order of orders) {
      const buyer = buyers.get(order.customerId);
      if (!buyer) continue;
      const entry = map.get(buyer.countryCode) ?? { sales: 0, orders: 0 };
      entry.sales = cents(entry.sales + order.spent);
      entry.orders += 1;
      map.set(buyer.countryCode, entry);
    }
    return map;
  };
  const recentByCountry = byCountry(ordersIn(db.orders, current));
  const before = byCountry(ordersIn(db.orders, previous));
  const names = new Map(db.customers.map((c) => [c.countryCode, c]));
  const countries = [...recentByCountry.entries()]
    // Most sales first; the code breaks ties so the order never wobbles.
    .sort(([a, x], [b, y]) => y.sales - x.sales || a.localeCompare(b))
    .slice(0, COUNTRIES_SHOWN)
    .map(([code, figures]) => ({
      country: names.get(code)?.country ?? code,
      countryCode: code,
      flag: names.get(code)?.countryFlag ?? '',
      sales: figures.sales,
      orders: figures.orders,
      change: trend(figures.sales, before.get(code)?.sales ?? 0).change,
    }));
  return { period: current, countries };
}

export function analyticsTotalEarning(db: AnalyticsDb, now: Date): AnalyticsTotalEarning {
  const all = weeksBack(now, EARNING_WEEKS * 2);
  const shown = all.slice(EARNING_WEEKS);
  const earningOf = (weeks: readonly DashboardPeriod[]) =>
    sum(weeks.map((w) => revenueOf(ordersIn(db.orders, w))));
  const weeks = shown.map((w) => {
    const earning = revenueOf(ordersIn(db.orders, w));
    return { from: w.from, earning, expense: cents(earning * EXPENSE_RATIO) };
  });
  const earning = trend(earningOf(shown), earningOf(all.slice(0, EARNING_WEEKS)));
  const first = shown[0];
  const last = shown.at(-1);
  return {
    period: { from: first?.from ?? '', to: last?.to ?? '' },
    earning,
    expense: cents(earning.current * EXPENSE_RATIO),
    weeks,
  };
}

export function analyticsCampaigns(now: Date): AnalyticsCampaigns {
  const month = isoDate(now).slice(0, 7);
  const campaigns = monthCampaigns(month);
  const add = (pick: (c: (typeof campaigns)[number]) => number) =>
    campaigns.reduce((s, c) => s + pick(c), 0);
  const emails = add((c) => c.emails);
  const figures = {
    opened: add((c) => c.opened),
    clicked: add((c) => c.clicked),
    subscribed: add((c) => c.subscribed),
    complaints: add((c) => c.complaints),
    unsubscribed: add((c) => c.unsubscribed),
  };
  const rates = Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, ratio(value, emails)]),
  ) as AnalyticsCampaigns['rates'];
  return { month, campaigns: campaigns.length, emails, ...figures, rates };
}

export function analyticsSourceVisits(now: Date): AnalyticsSourceVisits {
  const { current, previous } = periods(now, ANALYTICS_PERIOD_DAYS);
  const [recent, before] = [trafficOf(current), trafficOf(previous)];
  const sessions = total(recent, (d) => d.sessions);
  return {
    period: current,
    total: sessions,
    sources: TRAFFIC_SOURCES.map((source) => {
      const visits = total(recent, (d) => d.sources[source]);
      return {
        source,
        visits,
        share: ratio(visits, sessions),
        change: trend(
          visits,
          total(before, (d) => d.sources[source]),
        ).change,
      };
    }),
  };
}

export function analyticsProjects(db: AnalyticsDb): AnalyticsProjects {
  return {
    projects: db.profileTabs.profile.projectTable.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.date,
      leader: p.leader,
      avatar: p.avatar,
      team: p.avatarGroup,
      progress: p.status,
    })),
  };
}
