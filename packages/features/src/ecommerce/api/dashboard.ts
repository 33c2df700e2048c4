import type {
  DashboardEarnings,
  DashboardInvoices,
  DashboardLeads,
  DashboardOrdersByStatus,
  DashboardPopularProducts,
  DashboardProfitExpenses,
  DashboardRevenueReport,
  DashboardStatistics,
  DashboardSummary,
  DashboardTransactions,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import type { Build, TagType } from './crud-endpoints.ts';

/**
 * The dashboard's figures follow the records: each card listens to the lists it is computed from,
 * so deleting an order or a product elsewhere refetches the cards that count them.
 */
const follows = (...types: TagType[]) => types.map((type) => ({ type, id: 'LIST' as const }));

/** One card group's call, `apps/ecommerce/dashboard/<name>`, refetched when `follows` change. */
const card = <Data>(build: Build, name: string, ...lists: TagType[]) =>
  build.query<Data, void>({
    query: () => `apps/ecommerce/dashboard/${name}`,
    providesTags: follows(...lists),
  });

/** Extension: one call per card group of the e-commerce dashboard (mocks README). */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: card<DashboardSummary>(build, 'summary', 'Order', 'Product'),
    getDashboardStatistics: card<DashboardStatistics>(
      build,
      'statistics',
      'Order',
      'Product',
      'Customer',
    ),
    getDashboardProfitExpenses: card<DashboardProfitExpenses>(build, 'profit-expenses', 'Order'),
    getDashboardLeads: card<DashboardLeads>(build, 'leads', 'Referral'),
    getDashboardRevenueReport: card<DashboardRevenueReport>(build, 'revenue-report', 'Order'),
    getDashboardEarnings: card<DashboardEarnings>(build, 'earnings', 'Order'),
    getDashboardPopularProducts: card<DashboardPopularProducts>(
      build,
      'popular-products',
      'Order',
      'Product',
    ),
    getDashboardOrdersByStatus: card<DashboardOrdersByStatus>(build, 'orders-by-status', 'Order'),
    getDashboardTransactions: card<DashboardTransactions>(build, 'transactions', 'Order'),
    // Invoices have no tag type in the shared api: this card is cached like any query.
    getDashboardInvoices: card<DashboardInvoices>(build, 'invoices'),
  }),
});

export const {
  useGetDashboardSummaryQuery,
  useGetDashboardStatisticsQuery,
  useGetDashboardProfitExpensesQuery,
  useGetDashboardLeadsQuery,
  useGetDashboardRevenueReportQuery,
  useGetDashboardEarningsQuery,
  useGetDashboardPopularProductsQuery,
  useGetDashboardOrdersByStatusQuery,
  useGetDashboardTransactionsQuery,
  useGetDashboardInvoicesQuery,
} = dashboardApi;
