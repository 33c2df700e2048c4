import type { DashboardTrend } from './dashboard.ts';

/**
 * Extension: the CRM dashboard (`GET /api/dashboards/crm/*`), one call per card. Every figure is
 * computed at request time from the stored orders, customers, reviews, invoices and profile
 * projects, and from a seeded series of deals (the seed has no deals); periods count back from the
 * mocks clock. "Sales" are what the orders ask (every order, whatever its payment), "income" and
 * "revenue" what was paid (payment 1). Amounts are US dollars as numbers.
 */

/** One week's figure of a series: the week's first day (7 days ending `to`). */
export interface CrmWeek {
  from: string;
  to: string;
  value: number;
}

/** GET …/crm/sales and …/crm/orders: a small card's weekly series and its total. */
export interface CrmWeeklySeries {
  /** The last 12 weeks (7-day spans ending today), oldest first. */
  weeks: CrmWeek[];
  /** The sum of the 12 weeks. */
  total: number;
  /** The last 6 weeks against the 6 before them. */
  trend: DashboardTrend;
}

/** GET …/crm/revenue-growth: paid revenue per week. */
export interface CrmRevenueGrowth {
  /** The last 7 weeks, oldest first. */
  weeks: CrmWeek[];
  /** Revenue of the 7 weeks against the 7 weeks before them. */
  trend: DashboardTrend;
}

/** One calendar month of the earning reports (`2026-03`; the current one to date). */
export interface CrmEarningMonth {
  month: string;
  orders: number;
  /** Every order's amount. */
  sales: number;
  /** Paid orders' amounts. */
  income: number;
  /** Income less the e-commerce dashboard's modelled expenses. */
  profit: number;
}

export type CrmEarningMeasure = 'orders' | 'sales' | 'profit' | 'income';

/** GET …/crm/earning-reports */
export interface CrmEarningReports {
  /** The last 4 calendar months, oldest first. */
  months: CrmEarningMonth[];
  totals: Record<CrmEarningMeasure, number>;
}

/** A country's orders, by the buying customer's country. */
export interface CrmCountrySales {
  countryCode: string;
  /** The seed's English name; screens name the country in their own language by its code. */
  country: string;
  flag: string;
  orders: number;
  sales: number;
  /** Sales of the last 60 days against the 60 before them. */
  change: number | null;
}

/** GET …/crm/countries: the 6 countries with the largest sales. */
export interface CrmSalesByCountry {
  countries: CrmCountrySales[];
  /** Sales of every country. */
  total: number;
}

export type CrmDealStage = 'lead' | 'qualified' | 'proposal' | 'negotiation' | 'won';

/** A stage of the funnel: the deals that reached it (and maybe went further). */
export interface CrmPipelineStage {
  stage: CrmDealStage;
  count: number;
  value: number;
}

/** GET …/crm/pipeline */
export interface CrmPipeline {
  /** Lead first, won last: each counts no more deals than the one before. */
  stages: CrmPipelineStage[];
  /** Won deals / leads (0 to 1); 0 without deals. */
  conversion: number;
}

export interface CrmTopCustomer {
  customerId: number;
  name: string;
  email: string;
  avatar: string;
  orders: number;
  total: number;
}

/** GET …/crm/top-customers: the 5 customers whose orders add up most. */
export interface CrmTopCustomers {
  customers: CrmTopCustomer[];
}

export interface CrmProject {
  title: string;
  client: string;
  avatar: string;
  completedTask: number;
  totalTask: number;
  /** Completed share of the tasks, 0 to 1. */
  progress: number;
  /** ISO day. */
  deadline: string;
  /** Whole days from today to the deadline (0 = due today). */
  daysLeft: number;
}

/** GET …/crm/projects: the profile's projects whose deadline is not past, nearest first. */
export interface CrmActiveProjects {
  projects: CrmProject[];
}

interface CrmEventBase {
  /** ISO date-time, not after `asOf`. */
  at: string;
  /** The record has a day and no time (reviews, invoices): `at` is that day's midnight (UTC). */
  dayOnly: boolean;
}

export type CrmActivityEvent =
  | (CrmEventBase & {
      kind: 'order';
      orderId: number;
      order: number;
      customer: string;
      amount: number;
    })
  | (CrmEventBase & { kind: 'review'; reviewer: string; product: string; rating: number })
  | (CrmEventBase & { kind: 'invoice'; invoiceId: number; client: string; total: number });

/** GET …/crm/activity: the latest orders placed, reviews posted and invoices sent. */
export interface CrmActivity {
  /** The clock's "now" the events are relative to. */
  asOf: string;
  /** Newest first. */
  events: CrmActivityEvent[];
}
