import type { DashboardPeriod, DashboardTrend } from './dashboard.ts';

/**
 * Extension: the analytics dashboard (`GET /api/dashboards/analytics/<card>`). Shop figures come
 * from the stored orders, customers and profile projects; visits, tickets and campaigns, which the
 * shop does not record, come from seeded daily series (domains/analytics/series.ts). Periods count
 * back from the mocks clock; amounts are US dollars as numbers.
 */

/** Where a visit came from. */
export type TrafficSource = 'direct' | 'social' | 'email' | 'referral' | 'ads' | 'other';

/** GET …/traffic: the website traffic carousel (the last 30 days against the 30 before). */
export interface AnalyticsTraffic {
  period: DashboardPeriod;
  sessions: DashboardTrend;
  pageViews: DashboardTrend;
  /** Page views per session in the period (0 without sessions). */
  pagesPerSession: number;
  leads: DashboardTrend;
  /** Orders placed in the period: a visit that ordered converted. */
  conversions: DashboardTrend;
  /** Conversions per session (0 without sessions). */
  conversionRate: number;
}

/** A day's figure, oldest first in the lists. */
export interface AnalyticsDay {
  date: string;
  value: number;
}

/** GET …/average-daily-sales: order totals per day over the period. */
export interface AnalyticsAverageDailySales {
  period: DashboardPeriod;
  days: AnalyticsDay[];
  total: number;
  /** `total` over the period's days. */
  average: number;
  /** The average against the previous period's. */
  change: number | null;
}

/** GET …/sales-overview: orders against visits over the period. */
export interface AnalyticsSalesOverview {
  period: DashboardPeriod;
  /** Order totals of the period. */
  sales: DashboardTrend;
  orders: DashboardTrend;
  visits: DashboardTrend;
  /** Orders per visit (0 without visits). */
  conversion: number;
}

/** GET …/earning-reports: the last 7 days' paid orders, day by day. */
export interface AnalyticsEarningReports {
  period: DashboardPeriod;
  days: { date: string; earning: number; orders: number }[];
  earnings: DashboardTrend;
  /** `earnings.current × EXPENSE_RATIO`. */
  expense: number;
  profit: number;
  expenseRatio: number;
}

/** GET …/support-tracker: the support desk's last 7 days. */
export interface AnalyticsSupportTracker {
  period: DashboardPeriod;
  /** Open when the period began plus the new ones. */
  total: number;
  new: number;
  open: number;
  completed: number;
  /** completed / total (0 without tickets). */
  completedShare: number;
  /** Average first-response time in hours, weighted by new tickets. */
  responseHours: number;
}

/** One country of GET …/sales-by-countries. */
export interface AnalyticsCountrySales {
  country: string;
  countryCode: string;
  flag: string;
  sales: number;
  orders: number;
  /** Against the same country's previous period. */
  change: number | null;
}

/** GET …/sales-by-countries: the six countries that ordered most over the period. */
export interface AnalyticsSalesByCountries {
  period: DashboardPeriod;
  countries: AnalyticsCountrySales[];
}

/** GET …/total-earning: paid orders by week, with their expense. */
export interface AnalyticsTotalEarning {
  period: DashboardPeriod;
  earning: DashboardTrend;
  expense: number;
  weeks: { from: string; earning: number; expense: number }[];
}

/** GET …/campaigns: this month's mail campaigns added up. Rates are shares of the emails sent. */
export interface AnalyticsCampaigns {
  /** `2026-03` */
  month: string;
  campaigns: number;
  emails: number;
  opened: number;
  clicked: number;
  subscribed: number;
  complaints: number;
  unsubscribed: number;
  /** Each figure over the emails sent (0 without emails). */
  rates: Record<'opened' | 'clicked' | 'subscribed' | 'complaints' | 'unsubscribed', number>;
}

/** GET …/source-visits: the period's sessions by source. */
export interface AnalyticsSourceVisits {
  period: DashboardPeriod;
  total: number;
  sources: { source: TrafficSource; visits: number; share: number; change: number | null }[];
}

/** A project of GET …/projects (the profile's projects, README "Seed"). */
export interface AnalyticsProject {
  id: number;
  name: string;
  /** What kind of project ("React Project"). */
  kind: string;
  leader: string;
  avatar: string;
  /** Avatars of the team. */
  team: string[];
  /** Percent complete. */
  progress: number;
}

export interface AnalyticsProjects {
  projects: AnalyticsProject[];
}
