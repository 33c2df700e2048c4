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

import type { tagTypes } from '../../api/base-api.ts';
import { baseApi } from '../../api/base-api.ts';

type TagType = (typeof tagTypes)[number];

/**
 * The dashboard's figures follow the records: each card listens to the lists it is computed from,
 * so deleting an order or a product elsewhere refetches the cards that count them.
 */
const follows = (...types: TagType[]) => types.map((type) => ({ type, id: 'LIST' as const }));

const card = (name: string) => `apps/ecommerce/dashboard/${name}`;

/** Extension: one call per card group of the e-commerce dashboard (mocks README). */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: build.query<DashboardSummary, void>({
      query: () => card('summary'),
      providesTags: follows('Order', 'Product'),
    }),
    getDashboardStatistics: build.query<DashboardStatistics, void>({
      query: () => card('statistics'),
      providesTags: follows('Order', 'Product', 'Customer'),
    }),
    getDashboardProfitExpenses: build.query<DashboardProfitExpenses, void>({
      query: () => card('profit-expenses'),
      providesTags: follows('Order'),
    }),
    getDashboardLeads: build.query<DashboardLeads, void>({
      query: () => card('leads'),
      providesTags: follows('Referral'),
    }),
    getDashboardRevenueReport: build.query<DashboardRevenueReport, void>({
      query: () => card('revenue-report'),
      providesTags: follows('Order'),
    }),
    getDashboardEarnings: build.query<DashboardEarnings, void>({
      query: () => card('earnings'),
      providesTags: follows('Order'),
    }),
    getDashboardPopularProducts: build.query<DashboardPopularProducts, void>({
      query: () => card('popular-products'),
      providesTags: follows('Order', 'Product'),
    }),
    getDashboardOrdersByStatus: build.query<DashboardOrdersByStatus, void>({
      query: () => card('orders-by-status'),
      providesTags: follows('Order'),
    }),
    getDashboardTransactions: build.query<DashboardTransactions, void>({
      query: () => card('transactions'),
      providesTags: follows('Order'),
    }),
    // Invoices have no tag type in the shared api: this card is cached like any query.
    getDashboardInvoices: build.query<DashboardInvoices, void>({
      query: () => card('invoices'),
    }),
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
