import type {
  CrmActiveProjects,
  CrmActivity,
  CrmEarningReports,
  CrmPipeline,
  CrmRevenueGrowth,
  CrmSalesByCountry,
  CrmTopCustomers,
  CrmWeeklySeries,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import type { Build, TagType } from '../../api/crud-endpoints.ts';
import type { Prefetch } from '../../shared/feature-route.ts';

/**
 * The CRM dashboard's cards, `dashboards/crm/<card>` (mocks README, "CRM dashboard"), each with
 * the lists it is computed from: deleting an order or a customer elsewhere refetches the cards
 * that count them. Invoices and projects have no list tag here: those cards are cached like any
 * query.
 */
const cardFollows = {
  sales: ['Order'],
  orders: ['Order'],
  'revenue-growth': ['Order'],
  'earning-reports': ['Order'],
  countries: ['Order', 'Customer'],
  pipeline: [],
  'top-customers': ['Order', 'Customer'],
  projects: [],
  activity: ['Order', 'Review', 'Invoice'],
} as const satisfies Record<string, readonly TagType[]>;

export type CrmCardName = keyof typeof cardFollows;

/** The cards' names, in the order the page shows them. */
export const crmCards = Object.keys(cardFollows) as CrmCardName[];

/** One card's call, refetched when the lists it follows change. */
const card = <Data>(build: Build, name: CrmCardName) =>
  build.query<Data, void>({
    query: () => `dashboards/crm/${name}`,
    providesTags: cardFollows[name].map((type) => ({ type, id: 'LIST' as const })),
  });

/** Extension: one call per card of the CRM dashboard. */
export const crmDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCrmSales: card<CrmWeeklySeries>(build, 'sales'),
    getCrmOrders: card<CrmWeeklySeries>(build, 'orders'),
    getCrmRevenueGrowth: card<CrmRevenueGrowth>(build, 'revenue-growth'),
    getCrmEarningReports: card<CrmEarningReports>(build, 'earning-reports'),
    getCrmSalesByCountry: card<CrmSalesByCountry>(build, 'countries'),
    getCrmPipeline: card<CrmPipeline>(build, 'pipeline'),
    getCrmTopCustomers: card<CrmTopCustomers>(build, 'top-customers'),
    getCrmActiveProjects: card<CrmActiveProjects>(build, 'projects'),
    getCrmActivity: card<CrmActivity>(build, 'activity'),
  }),
});

/**
 * Asks for every card's figures at once, in the order the page shows them: a first visit's
 * requests then leave before the page has drawn (the route's `prefetch`).
 */
export const prefetchCrmDashboard: Prefetch = (dispatch) => {
  for (const endpoint of [
    'getCrmSales',
    'getCrmOrders',
    'getCrmRevenueGrowth',
    'getCrmEarningReports',
    'getCrmSalesByCountry',
    'getCrmPipeline',
    'getCrmTopCustomers',
    'getCrmActiveProjects',
    'getCrmActivity',
  ] as const) {
    dispatch(crmDashboardApi.util.prefetch(endpoint, undefined, {}));
  }
};

export const {
  useGetCrmSalesQuery,
  useGetCrmOrdersQuery,
  useGetCrmRevenueGrowthQuery,
  useGetCrmEarningReportsQuery,
  useGetCrmSalesByCountryQuery,
  useGetCrmPipelineQuery,
  useGetCrmTopCustomersQuery,
  useGetCrmActiveProjectsQuery,
  useGetCrmActivityQuery,
} = crmDashboardApi;
