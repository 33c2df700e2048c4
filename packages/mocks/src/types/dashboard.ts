import type {
  OrderPaymentCode,
  OrderStatus,
  PaymentMethod,
  ProductCategory,
  ReferralStatus,
} from './ecommerce.ts';
import type { InvoiceStatus } from './invoice.ts';

/**
 * Extension: the e-commerce dashboard (`GET /api/apps/ecommerce/dashboard/*`). Every figure is
 * computed from the stored orders, products, customers, referrals and invoices at request time,
 * with periods counted back from the mocks clock. Amounts are US dollars as numbers.
 */

/** A span of whole days, ISO dates, both ends included. */
export interface DashboardPeriod {
  from: string;
  to: string;
}

/** A figure of the current period against the one before it. */
export interface DashboardTrend {
  current: number;
  previous: number;
  /** (current − previous) / previous; null when the previous period had nothing to compare. */
  change: number | null;
}

/** GET …/dashboard/summary: the congratulations card. */
export interface DashboardSummary {
  period: DashboardPeriod;
  /** Paid revenue of the period, with the period before. */
  sales: DashboardTrend;
  /** The product with most units sold in the period, or null without paid orders. */
  bestSeller: {
    id: number;
    productName: string;
    image: string;
    category: ProductCategory;
    units: number;
    revenue: number;
  } | null;
}

/** GET …/dashboard/statistics */
export interface DashboardStatistics {
  period: DashboardPeriod;
  /** Orders placed in the period. */
  sales: DashboardTrend;
  /** Paid revenue in the period. */
  revenue: DashboardTrend;
  customers: { total: number; countries: number };
  products: { total: number; published: number; outOfStock: number };
  /** Orders per week, oldest first, for the trend lines (the last 8 weeks). */
  weeklySales: number[];
  weeklyRevenue: number[];
}

/** One week of money figures. */
export interface DashboardWeek {
  /** ISO date of the week's first day. */
  from: string;
  revenue: number;
  expenses: number;
  profit: number;
}

/** GET …/dashboard/profit-expenses */
export interface DashboardProfitExpenses {
  period: DashboardPeriod;
  revenue: number;
  expenses: number;
  profit: DashboardTrend;
  /** profit / revenue; 0 without revenue. */
  margin: number;
  /** The last 8 weeks, oldest first. */
  weeks: DashboardWeek[];
}

/** GET …/dashboard/leads: generated leads are the referral programme's referrals. */
export interface DashboardLeads {
  total: number;
  byStatus: Array<{ status: ReferralStatus; count: number }>;
  /** Paid referrals / all referrals. */
  conversion: number;
  /** Sum of what the referred customers bought. */
  value: number;
  /** Commission earned on paid referrals. */
  earnings: number;
}

/** GET …/dashboard/revenue-report: calendar months, the last one month-to-date. */
export interface DashboardRevenueReport {
  months: Array<{
    /** `2026-03` */
    month: string;
    earning: number;
    expense: number;
    orders: number;
  }>;
  totalEarning: number;
  totalExpense: number;
}

/** GET …/dashboard/earnings: the last 12 weeks grouped by day of the week. */
export interface DashboardEarnings {
  period: DashboardPeriod;
  /** Monday first; `weekday` 1 = Monday … 7 = Sunday (ISO). */
  weekdays: Array<{ weekday: number; orders: number; sales: number; profit: number }>;
  totalSales: number;
  totalProfit: number;
  /** Paid revenue per paid order; 0 without orders. */
  averageOrder: number;
}

/** GET …/dashboard/popular-products: most units sold in the last 30 days. */
export interface DashboardPopularProducts {
  period: DashboardPeriod;
  products: Array<{
    id: number;
    productName: string;
    image: string;
    category: ProductCategory;
    price: number;
    units: number;
    revenue: number;
  }>;
}

/** GET …/dashboard/orders-by-status: every stored order. */
export interface DashboardOrdersByStatus {
  total: number;
  statuses: Array<{ status: OrderStatus; count: number; amount: number }>;
  payments: Array<{ payment: OrderPaymentCode; count: number }>;
}

/** GET …/dashboard/transactions: the latest orders as payments. */
export interface DashboardTransactions {
  transactions: Array<{
    /** The order's id (its details page). */
    id: number;
    order: number;
    customer: string;
    method: PaymentMethod;
    methodNumber: number;
    amount: number;
    payment: OrderPaymentCode;
    date: string;
    time: string;
  }>;
}

/** GET …/dashboard/invoices: the latest invoices. */
export interface DashboardInvoices {
  invoices: Array<{
    id: number;
    client: string;
    avatar: string;
    issuedDate: string;
    total: number;
    balance: number;
    invoiceStatus: InvoiceStatus;
  }>;
  /** Sum of the positive balances of every invoice. */
  outstanding: number;
  total: number;
}
