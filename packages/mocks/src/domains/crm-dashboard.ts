import type { Db } from '../db/schema.ts';
import { CRM_DEAL_STAGES, seedCrmDeals, type CrmDeal } from '../db/seed/crm-deals.ts';
import { minutesOfDay, startOfDay, toTimestamp } from '../lib/dates.ts';
import type {
  CrmActiveProjects,
  CrmActivity,
  CrmActivityEvent,
  CrmCountrySales,
  CrmEarningReports,
  CrmPipeline,
  CrmRevenueGrowth,
  CrmSalesByCountry,
  CrmTopCustomers,
  CrmWeek,
  CrmWeeklySeries,
} from '../types/crm-dashboard.ts';
import type { Order } from '../types/ecommerce.ts';
import {
  cents,
  dayOf,
  expensesOf,
  monthsBack,
  ordersIn,
  ordersOfMonth,
  periodOf,
  revenueOf,
  sum,
  trend,
  weeksBack,
} from './ecommerce/dashboard.ts';

/**
 * Extension: the CRM dashboard's figures, pure functions over the db and "now" (nothing stored, so
 * an edit or delete shows on the next load). The rules, where the contract is silent:
 * - sales are every order's amount, whatever its payment; income (revenue) is paid orders only;
 * - profit is income less the e-commerce dashboard's modelled expenses (cost of goods, payment
 *   fee, fulfilment), so both dashboards agree on a month;
 * - a customer's country is the one of the customer the order names;
 * - deals are a seeded series (`db/seed/crm-deals.ts`): the seed has no deal records;
 * - projects are the profile's projects (the user-profile screen's), activity the newest orders,
 *   reviews and invoices sent.
 */
export const SPARK_WEEKS = 12;
export const GROWTH_WEEKS = 7;
export const REPORT_MONTHS = 4;
export const COUNTRY_COUNT = 6;
/** A country's change compares this many days with as many before (the orders span 120 days). */
export const COUNTRY_TREND_DAYS = 60;
export const TOP_CUSTOMERS = 5;
export const ACTIVITY_EVENTS = 6;

type CrmDb = Pick<Db, 'orders' | 'customers' | 'reviews' | 'invoices' | 'profileTabs'>;

const salesOf = (orders: readonly Order[]): number => sum(orders.map((o) => o.spent));

/** The weeks ending today, each with `measure` of its orders. */
function weekly(
  orders: readonly Order[],
  now: Date,
  count: number,
  measure: (orders: readonly Order[]) => number,
): CrmWeek[] {
  return weeksBack(now, count).map((week) => ({
    ...week,
    value: measure(ordersIn(orders, week)),
  }));
}

/** A small card's 12 weeks, their total and the last 6 weeks against the 6 before. */
function sparkSeries(weeks: CrmWeek[]): CrmWeeklySeries {
  const half = weeks.length / 2;
  const total = (list: CrmWeek[]) => sum(list.map((w) => w.value));
  return {
    weeks,
    total: total(weeks),
    trend: trend(total(weeks.slice(half)), total(weeks.slice(0, half))),
  };
}

export function crmSales(db: CrmDb, now: Date): CrmWeeklySeries {
  return sparkSeries(weekly(db.orders, now, SPARK_WEEKS, salesOf));
}

export function crmOrders(db: CrmDb, now: Date): CrmWeeklySeries {
  return sparkSeries(weekly(db.orders, now, SPARK_WEEKS, (orders) => orders.length));
}

export function crmRevenueGrowth(db: CrmDb, now: Date): CrmRevenueGrowth {
  const weeks = weekly(db.orders, now, GROWTH_WEEKS, revenueOf);
  const before = ordersIn(db.orders, periodOf(now, GROWTH_WEEKS * 7, GROWTH_WEEKS * 7));
  return { weeks, trend: trend(sum(weeks.map((w) => w.value)), revenueOf(before)) };
}

export function crmEarningReports(db: CrmDb, now: Date): CrmEarningReports {
  const months = monthsBack(now, REPORT_MONTHS).map((month) => {
    const orders = ordersOfMonth(db.orders, month, now);
    const income = revenueOf(orders);
    return {
      month,
      orders: orders.length,
      sales: salesOf(orders),
      income,
      profit: cents(income - expensesOf(orders)),
    };
  });
  const total = (pick: (m: (typeof months)[number]) => number) => sum(months.map(pick));
  return {
    months,
    totals: {
      orders: months.reduce((n, m) => n + m.orders, 0),
      sales: total((m) => m.sales),
      income: total((m) => m.income),
      profit: total((m) => m.profit),
    },
  };
}

export function crmSalesByCountry(db: CrmDb, now: Date): CrmSalesByCountry {
  const byCustomer = new Map(db.customers.map((c) => [c.customerId, c]));
  const recent = periodOf(now, COUNTRY_TREND_DAYS);
  const before = periodOf(now, COUNTRY_TREND_DAYS, COUNTRY_TREND_DAYS);
  const groups = new Map<string, { row: CrmCountrySales; orders: Order[] }>();
  for (const order of db.orders) {
    // An order whose customer was deleted has no country left: it is not counted.
    const customer = byCustomer.get(order.customerId);
    if (!customer) continue;
    const group = groups.get(customer.countryCode) ?? {
      row: {
        countryCode: customer.countryCode,
        country: customer.country,
        flag: customer.countryFlag,
        orders: 0,
        sales: 0,
        change: null,
      },
      orders: [],
    };
    group.orders.push(order);
    groups.set(customer.countryCode, group);
  }
  const rows = [...groups.values()].map(({ row, orders }) => ({
    ...row,
    orders: orders.length,
    sales: salesOf(orders),
    change: trend(salesOf(ordersIn(orders, recent)), salesOf(ordersIn(orders, before))).change,
  }));
  // Largest sales first; the code breaks ties so the order never wobbles.
  rows.sort((a, b) => b.sales - a.sales || a.countryCode.localeCompare(b.countryCode));
  return { countries: rows.slice(0, COUNTRY_COUNT), total: sum(rows.map((r) => r.sales)) };
}

/** The funnel of a list of deals: each stage counts the deals that reached it or went further. */
export function pipelineOf(deals: readonly CrmDeal[]): CrmPipeline {
  const rank = (deal: CrmDeal) => CRM_DEAL_STAGES.indexOf(deal.stage);
  const stages = CRM_DEAL_STAGES.map((stage, index) => {
    const reached = deals.filter((d) => rank(d) >= index);
    return { stage, count: reached.length, value: sum(reached.map((d) => d.value)) };
  });
  const leads = stages[0]?.count ?? 0;
  const won = stages.at(-1)?.count ?? 0;
  return {
    stages,
    conversion: leads === 0 ? 0 : Math.round((won / leads) * 10_000) / 10_000,
  };
}

export function crmPipeline(): CrmPipeline {
  return pipelineOf(seedCrmDeals());
}

export function crmTopCustomers(db: CrmDb): CrmTopCustomers {
  const totals = new Map<number, { orders: number; total: number }>();
  for (const order of db.orders) {
    const entry = totals.get(order.customerId) ?? { orders: 0, total: 0 };
    entry.orders += 1;
    entry.total = cents(entry.total + order.spent);
    totals.set(order.customerId, entry);
  }
  const customers = db.customers.flatMap((c) => {
    const entry = totals.get(c.customerId);
    return entry
      ? [{ customerId: c.customerId, name: c.customer, email: c.email, avatar: c.avatar, ...entry }]
      : [];
  });
  customers.sort((a, b) => b.total - a.total || a.customerId - b.customerId);
  return { customers: customers.slice(0, TOP_CUSTOMERS) };
}

const DAY_MS = 86_400_000;

export function crmActiveProjects(db: CrmDb, now: Date): CrmActiveProjects {
  const today = startOfDay(now).getTime();
  const projects = db.profileTabs.projects
    .map((p) => ({
      title: p.title,
      client: p.client,
      avatar: p.avatar,
      completedTask: p.completedTask,
      totalTask: p.totalTask,
      progress:
        p.totalTask === 0 ? 0 : Math.round((p.completedTask / p.totalTask) * 10_000) / 10_000,
      deadline: p.deadline,
      daysLeft: Math.round((toTimestamp(p.deadline) - today) / DAY_MS),
    }))
    // A project past its deadline is no longer active; an unreadable deadline is left out too.
    .filter((p) => p.daysLeft >= 0);
  projects.sort((a, b) => a.daysLeft - b.daysLeft || a.title.localeCompare(b.title));
  return { projects };
}

/** An order's instant: its day and time of day (UTC, as the seed writes them). */
function orderInstant(order: Order): number {
  const day = dayOf(order);
  if (day === '') return Number.NaN;
  return toTimestamp(day) + (minutesOfDay(order.time) || 0) * 60_000;
}

/** Each kind of event without its date text (`Omit` over each member of the union). */
type Undated<E> = E extends unknown ? Omit<E, 'at' | 'dayOnly'> : never;

/** An event with its instant, for sorting. */
interface Timed {
  time: number;
  event: Undated<CrmActivityEvent>;
}

export function crmActivity(db: CrmDb, now: Date): CrmActivity {
  const timed: Timed[] = [
    ...db.orders.map((o) => ({
      time: orderInstant(o),
      event: {
        kind: 'order' as const,
        orderId: o.id,
        order: o.order,
        customer: o.customer,
        amount: o.spent,
      },
    })),
    ...db.reviews.map((r) => ({
      time: toTimestamp(r.date),
      event: {
        kind: 'review' as const,
        reviewer: r.reviewer,
        product: r.product,
        rating: r.review,
      },
    })),
    // A draft has not been sent: it is no event yet.
    ...db.invoices
      .filter((i) => i.invoiceStatus !== 'Draft')
      .map((i) => ({
        time: toTimestamp(i.issuedDate),
        event: {
          kind: 'invoice' as const,
          invoiceId: i.id,
          client: i.client.name,
          total: i.total,
        },
      })),
  ];
  const latest = timed
    .filter(({ time }) => !Number.isNaN(time) && time <= now.getTime())
    // Newest first; the kind breaks ties (a day's reviews and invoices share its midnight).
    .sort((a, b) => b.time - a.time || a.event.kind.localeCompare(b.event.kind))
    .slice(0, ACTIVITY_EVENTS);
  return {
    asOf: now.toISOString(),
    events: latest.map(({ time, event }) => ({
      ...event,
      at: new Date(time).toISOString(),
      dayOnly: event.kind !== 'order',
    })),
  };
}
