import { getConfig } from '../config.ts';
import { getDb } from '../db/store.ts';
import {
  dashboardEarnings,
  dashboardInvoices,
  dashboardLeads,
  dashboardOrdersByStatus,
  dashboardPopularProducts,
  dashboardProfitExpenses,
  dashboardRevenueReport,
  dashboardStatistics,
  dashboardSummary,
  dashboardTransactions,
} from '../domains/ecommerce/dashboard.ts';
import { ordersByCountry } from '../domains/ecommerce/orders-by-country.ts';
import { api, get, json } from './kit.ts';

const path = (card: string) => api(`/apps/ecommerce/dashboard/${card}`);
/** Periods count back from the configured clock (pinned in stories and tests). */
const now = () => getConfig().clock();

/**
 * Extension: one call per card group of the e-commerce dashboard, each computed from the live
 * db on every request (see domains/ecommerce/dashboard.ts for the money model).
 */
export const ecommerceDashboardHandlers = [
  get(path('summary'), () => json(dashboardSummary(getDb(), now()))),
  get(path('statistics'), () => json(dashboardStatistics(getDb(), now()))),
  get(path('profit-expenses'), () => json(dashboardProfitExpenses(getDb(), now()))),
  get(path('leads'), () => json(dashboardLeads(getDb()))),
  get(path('revenue-report'), () => json(dashboardRevenueReport(getDb(), now()))),
  get(path('earnings'), () => json(dashboardEarnings(getDb(), now()))),
  get(path('popular-products'), () => json(dashboardPopularProducts(getDb(), now()))),
  get(path('orders-by-status'), () => json(dashboardOrdersByStatus(getDb()))),
  get(path('transactions'), () => json(dashboardTransactions(getDb(), now()))),
  get(path('invoices'), () => json(dashboardInvoices(getDb(), now()))),
  // The logistics dashboard answers the same computation (handlers/logistics-dashboard.ts).
  get(path('orders-by-country'), () => json(ordersByCountry(getDb().orders, getDb().products))),
];
