import type {
  DashboardEarnings,
  DashboardInvoices,
  DashboardLeads,
  OrdersByCountry,
  DashboardOrdersByStatus,
  DashboardPopularProducts,
  DashboardProfitExpenses,
  DashboardRevenueReport,
  DashboardStatistics,
  DashboardSummary,
  DashboardTransactions,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import type { Prefetch } from '../../shared/feature-route.ts';
import type { Build, TagType } from '../../api/crud-endpoints.ts';

/**
 * The dashboard's figures follow the records: each card listens to the lists it is computed from,
 * so deleting an order or a product elsewhere refetches the cards that count them.
 */
const follows = (...types: readonly TagType[]) =>
  types.map((type) => ({ type, id: 'LIST' as const }));

/**
 * The card groups of the e-commerce dashboard, `apps/ecommerce/dashboard/<name>` (mocks README),
 * each with the lists it is computed from. Invoices have no tag type in the shared api: that card
 * is cached like any query.
 */
const cardFollows = {
  summary: ['Order', 'Product'],
  statistics: ['Order', 'Product', 'Customer'],
  'profit-expenses': ['Order'],
  leads: ['Referral'],
  'revenue-report': ['Order'],
  earnings: ['Order'],
  'popular-products': ['Order', 'Product'],
  'orders-by-status': ['Order'],
  transactions: ['Order'],
  invoices: [],
  'orders-by-country': ['Order'],
} as const satisfies Record<string, readonly TagType[]>;

export type DashboardCardName = keyof typeof cardFollows;

/** The card groups' names, in the order the page shows them. */
export const dashboardCards = Object.keys(cardFollows) as DashboardCardName[];

/** One card group's call, refetched when the lists it follows change. */
const card = <Data>(build: Build, name: DashboardCardName) =>
  build.query<Data, void>({
    query: () => `apps/ecommerce/dashboard/${name}`,
    providesTags: follows(...cardFollows[name]),
  });

/** Extension: one call per card group of the e-commerce dashboard (mocks README). */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: card<DashboardSummary>(build, 'summary'),
    getDashboardStatistics: card<DashboardStatistics>(build, 'statistics'),
    getDashboardProfitExpenses: card<DashboardProfitExpenses>(build, 'profit-expenses'),
    getDashboardLeads: card<DashboardLeads>(build, 'leads'),
    getDashboardRevenueReport: card<DashboardRevenueReport>(build, 'revenue-report'),
    getDashboardEarnings: card<DashboardEarnings>(build, 'earnings'),
    getDashboardPopularProducts: card<DashboardPopularProducts>(build, 'popular-products'),
    getDashboardOrdersByStatus: card<DashboardOrdersByStatus>(build, 'orders-by-status'),
    getDashboardTransactions: card<DashboardTransactions>(build, 'transactions'),
    getDashboardInvoices: card<DashboardInvoices>(build, 'invoices'),
    getDashboardOrdersByCountry: card<OrdersByCountry>(build, 'orders-by-country'),
  }),
});

/**
 * Asks for every card's figures at once, in the order the page shows them: a first visit's
 * requests then leave before the page has drawn (the route's `prefetch`).
 */
export const prefetchDashboard: Prefetch = (dispatch) => {
  for (const endpoint of [
    'getDashboardSummary',
    'getDashboardStatistics',
    'getDashboardProfitExpenses',
    'getDashboardLeads',
    'getDashboardRevenueReport',
    'getDashboardEarnings',
    'getDashboardPopularProducts',
    'getDashboardOrdersByStatus',
    'getDashboardTransactions',
    'getDashboardInvoices',
    'getDashboardOrdersByCountry',
  ] as const) {
    dispatch(dashboardApi.util.prefetch(endpoint, undefined, {}));
  }
};

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
  useGetDashboardOrdersByCountryQuery,
} = dashboardApi;
