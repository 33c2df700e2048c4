import type { Db } from '../../db/schema.ts';
import { addDays, isoDate, minutesOfDay, startOfDay, toTimestamp } from '../../lib/dates.ts';
import { moneyToNumber } from '../../lib/text.ts';
import type {
  DashboardEarnings,
  DashboardInvoices,
  DashboardLeads,
  DashboardOrdersByStatus,
  DashboardPeriod,
  DashboardPopularProducts,
  DashboardProfitExpenses,
  DashboardRevenueReport,
  DashboardStatistics,
  DashboardSummary,
  DashboardTransactions,
  DashboardTrend,
  DashboardWeek,
} from '../../types/dashboard.ts';
import type { Order, OrderItem, Product, ReferralStatus } from '../../types/ecommerce.ts';
import { orderDetails } from './order-details.ts';
import { ORDER_PAYMENT_CODES, ORDER_STATUSES } from '../../values/ecommerce.ts';

/**
 * Extension: the e-commerce dashboard's figures, pure functions over the db and "now". Nothing
 * is stored: every answer follows the orders, products, customers, referrals and invoices as they
 * are, so a deleted order or product changes the cards on the next load.
 *
 * The money model, where the contract is silent:
 * - revenue counts paid orders only (payment 1); pending, cancelled and failed bring nothing;
 * - expenses are the cost of the goods sold (`COST_OF_GOODS` of paid revenue), the card or PayPal
 *   fee (`PAYMENT_FEE` of paid revenue) and a fulfilment fee per paid order;
 * - an order's products are the lines of its details call (`orderDetails`), so the best seller
 *   and popular products agree with what the order details screen shows.
 */
export const COST_OF_GOODS = 0.55;
export const PAYMENT_FEE = 0.029;
export const FULFILMENT_FEE = 6.5;
/** Length of the current and previous period of the cards, in days. */
export const PERIOD_DAYS = 30;
const WEEKS_SHOWN = 8;
const EARNING_WEEKS = 12;
const REPORT_MONTHS = 4;
const LIST_SIZE = 5;

type DashboardDb = Pick<Db, 'orders' | 'products' | 'customers' | 'referrals' | 'invoices'>;

export const cents = (value: number): number => Math.round(value * 100) / 100;
export const sum = (values: readonly number[]): number => cents(values.reduce((a, b) => a + b, 0));

/** The order's day as an ISO date, or '' when its date cannot be read (such orders are skipped). */
export function dayOf(order: Order): string {
  const time = toTimestamp(order.date);
  return Number.isNaN(time) ? '' : isoDate(new Date(time));
}

/** `days` whole days ending `daysBack` days before today (0 = ending today). */
export function periodOf(now: Date, days: number, daysBack = 0): DashboardPeriod {
  const to = addDays(startOfDay(now), -daysBack);
  return { from: isoDate(addDays(to, -(days - 1))), to: isoDate(to) };
}

export const inPeriod = (day: string, period: DashboardPeriod): boolean =>
  day !== '' && day >= period.from && day <= period.to;

export const ordersIn = (orders: readonly Order[], period: DashboardPeriod): Order[] =>
  orders.filter((o) => inPeriod(dayOf(o), period));

export const isPaid = (o: Order): boolean => o.payment === 1;
export const revenueOf = (orders: readonly Order[]): number =>
  sum(orders.filter(isPaid).map((o) => o.spent));

export function expensesOf(orders: readonly Order[]): number {
  const paid = orders.filter(isPaid);
  const revenue = revenueOf(paid);
  return sum([revenue * COST_OF_GOODS, revenue * PAYMENT_FEE, paid.length * FULFILMENT_FEE]);
}

export function trend(current: number, previous: number): DashboardTrend {
  return {
    current,
    previous,
    change: previous === 0 ? null : Math.round(((current - previous) / previous) * 10_000) / 10_000,
  };
}

/** The current period and the one just before it. */
export function periods(now: Date) {
  return { current: periodOf(now, PERIOD_DAYS), previous: periodOf(now, PERIOD_DAYS, PERIOD_DAYS) };
}

/** The last `count` weeks (7-day spans ending today), oldest first. */
export function weeksBack(now: Date, count: number): DashboardPeriod[] {
  return Array.from({ length: count }, (_, i) => periodOf(now, 7, (count - 1 - i) * 7));
}

interface ProductSales {
  product: Product;
  units: number;
  revenue: number;
}

/** Units and revenue per product over paid orders; lines of deleted products are left out. */
function productSales(orders: readonly Order[], products: readonly Product[]): ProductSales[] {
  const byId = new Map<number, ProductSales>();
  const live = new Map(products.map((p) => [p.id, p]));
  for (const order of orders.filter(isPaid)) {
    const items: OrderItem[] = orderDetails(order, products).items;
    for (const item of items) {
      const product = live.get(item.productId);
      if (!product) continue;
      const entry = byId.get(product.id) ?? { product, units: 0, revenue: 0 };
      entry.units += item.qty;
      entry.revenue = cents(entry.revenue + item.total);
      byId.set(product.id, entry);
    }
  }
  // Most units first; revenue, then id, break ties so the order never wobbles.
  return [...byId.values()].sort(
    (a, b) => b.units - a.units || b.revenue - a.revenue || a.product.id - b.product.id,
  );
}

export function dashboardSummary(db: DashboardDb, now: Date): DashboardSummary {
  const { current, previous } = periods(now);
  const recent = ordersIn(db.orders, current);
  const best = productSales(recent, db.products)[0];
  return {
    period: current,
    sales: trend(revenueOf(recent), revenueOf(ordersIn(db.orders, previous))),
    bestSeller: best
      ? {
          id: best.product.id,
          productName: best.product.productName,
          image: best.product.image,
          category: best.product.category,
          units: best.units,
          revenue: best.revenue,
        }
      : null,
  };
}

export function dashboardStatistics(db: DashboardDb, now: Date): DashboardStatistics {
  const { current, previous } = periods(now);
  const recent = ordersIn(db.orders, current);
  const before = ordersIn(db.orders, previous);
  const weeks = weeksBack(now, WEEKS_SHOWN).map((w) => ordersIn(db.orders, w));
  return {
    period: current,
    sales: trend(recent.length, before.length),
    revenue: trend(revenueOf(recent), revenueOf(before)),
    customers: {
      total: db.customers.length,
      countries: new Set(db.customers.map((c) => c.countryCode)).size,
    },
    products: {
      total: db.products.length,
      published: db.products.filter((p) => p.status === 'Published').length,
      outOfStock: db.products.filter((p) => !p.stock).length,
    },
    weeklySales: weeks.map((w) => w.length),
    weeklyRevenue: weeks.map((w) => revenueOf(w)),
  };
}

export function dashboardProfitExpenses(db: DashboardDb, now: Date): DashboardProfitExpenses {
  const { current, previous } = periods(now);
  const recent = ordersIn(db.orders, current);
  const revenue = revenueOf(recent);
  const expenses = expensesOf(recent);
  const profit = cents(revenue - expenses);
  const before = ordersIn(db.orders, previous);
  const weeks: DashboardWeek[] = weeksBack(now, WEEKS_SHOWN).map((period) => {
    const orders = ordersIn(db.orders, period);
    const r = revenueOf(orders);
    const e = expensesOf(orders);
    return { from: period.from, revenue: r, expenses: e, profit: cents(r - e) };
  });
  return {
    period: current,
    revenue,
    expenses,
    profit: trend(profit, cents(revenueOf(before) - expensesOf(before))),
    margin: revenue === 0 ? 0 : Math.round((profit / revenue) * 10_000) / 10_000,
    weeks,
  };
}

const REFERRAL_STATUSES: readonly ReferralStatus[] = ['Paid', 'Unpaid', 'Rejected'];

export function dashboardLeads(db: DashboardDb): DashboardLeads {
  const total = db.referrals.length;
  const paid = db.referrals.filter((r) => r.status === 'Paid');
  const money = (text: string) => {
    const value = moneyToNumber(text);
    return Number.isNaN(value) ? 0 : value;
  };
  return {
    total,
    byStatus: REFERRAL_STATUSES.map((status) => ({
      status,
      count: db.referrals.filter((r) => r.status === status).length,
    })),
    conversion: total === 0 ? 0 : Math.round((paid.length / total) * 10_000) / 10_000,
    value: sum(db.referrals.map((r) => money(r.value))),
    earnings: sum(paid.map((r) => money(r.earning))),
  };
}

/** The last `count` calendar months as `2026-03`, oldest first, the current one last. */
export function monthsBack(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) =>
    isoDate(new Date(Date.UTC(year, month - (count - 1 - i), 1))).slice(0, 7),
  );
}

/** The orders of a calendar month (`2026-03`); the current month stops today. */
export function ordersOfMonth(orders: readonly Order[], month: string, now: Date): Order[] {
  // Orders "from the future" never count.
  const today = isoDate(now);
  return orders.filter((o) => {
    const day = dayOf(o);
    return day.startsWith(month) && day <= today;
  });
}

export function dashboardRevenueReport(db: DashboardDb, now: Date): DashboardRevenueReport {
  const months = monthsBack(now, REPORT_MONTHS).map((key) => {
    const orders = ordersOfMonth(db.orders, key, now);
    return {
      month: key,
      earning: revenueOf(orders),
      expense: expensesOf(orders),
      orders: orders.length,
    };
  });
  return {
    months,
    totalEarning: sum(months.map((m) => m.earning)),
    totalExpense: sum(months.map((m) => m.expense)),
  };
}

export function dashboardEarnings(db: DashboardDb, now: Date): DashboardEarnings {
  const period = periodOf(now, EARNING_WEEKS * 7);
  const orders = ordersIn(db.orders, period);
  const weekdayOf = (o: Order) => {
    const day = new Date(`${dayOf(o)}T00:00:00Z`).getUTCDay();
    return day === 0 ? 7 : day;
  };
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const on = orders.filter((o) => weekdayOf(o) === weekday);
    const sales = revenueOf(on);
    return { weekday, orders: on.length, sales, profit: cents(sales - expensesOf(on)) };
  });
  const paid = orders.filter(isPaid);
  const totalSales = revenueOf(orders);
  return {
    period,
    weekdays,
    totalSales,
    totalProfit: cents(totalSales - expensesOf(orders)),
    averageOrder: paid.length === 0 ? 0 : cents(totalSales / paid.length),
  };
}

export function dashboardPopularProducts(db: DashboardDb, now: Date): DashboardPopularProducts {
  const { current } = periods(now);
  const top = productSales(ordersIn(db.orders, current), db.products).slice(0, LIST_SIZE);
  return {
    period: current,
    products: top.map(({ product, units, revenue }) => ({
      id: product.id,
      productName: product.productName,
      image: product.image,
      category: product.category,
      price: moneyToNumber(product.price) || 0,
      units,
      revenue,
    })),
  };
}

export function dashboardOrdersByStatus(db: DashboardDb): DashboardOrdersByStatus {
  return {
    total: db.orders.length,
    statuses: ORDER_STATUSES.map((status) => {
      const orders = db.orders.filter((o) => o.status === status);
      return { status, count: orders.length, amount: sum(orders.map((o) => o.spent)) };
    }),
    payments: ORDER_PAYMENT_CODES.map((payment) => ({
      payment,
      count: db.orders.filter((o) => o.payment === payment).length,
    })),
  };
}

/** Newest first: by date, then time of day, then the larger order number. */
function newestOrders(orders: readonly Order[], now: Date): Order[] {
  const today = isoDate(now);
  const stamp = (o: Order) => `${dayOf(o)} ${String(minutesOfDay(o.time) || 0).padStart(4, '0')}`;
  return orders
    .filter((o) => dayOf(o) !== '' && dayOf(o) <= today)
    .sort((a, b) => stamp(b).localeCompare(stamp(a)) || b.order - a.order);
}

export function dashboardTransactions(db: DashboardDb, now: Date): DashboardTransactions {
  return {
    transactions: newestOrders(db.orders, now)
      .slice(0, LIST_SIZE)
      .map((o) => ({
        id: o.id,
        order: o.order,
        customer: o.customer,
        method: o.method,
        methodNumber: o.methodNumber,
        amount: o.spent,
        payment: o.payment,
        date: o.date,
        time: o.time,
      })),
  };
}

export function dashboardInvoices(db: DashboardDb, now: Date): DashboardInvoices {
  const today = isoDate(now);
  const latest = db.invoices
    .filter((i) => i.issuedDate <= today)
    .sort((a, b) => b.issuedDate.localeCompare(a.issuedDate) || b.id - a.id)
    .slice(0, LIST_SIZE);
  return {
    invoices: latest.map((i) => ({
      id: i.id,
      client: i.client.name,
      avatar: i.avatar,
      issuedDate: i.issuedDate,
      total: i.total,
      balance: i.balance,
      invoiceStatus: i.invoiceStatus,
    })),
    outstanding: sum(db.invoices.map((i) => Math.max(0, i.balance))),
    total: db.invoices.length,
  };
}
