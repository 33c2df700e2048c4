import type {
  AnalyticsAverageDailySales,
  AnalyticsCampaigns,
  AnalyticsEarningReports,
  AnalyticsProjects,
  AnalyticsSalesByCountries,
  AnalyticsSalesOverview,
  AnalyticsSourceVisits,
  AnalyticsSupportTracker,
  AnalyticsTotalEarning,
  AnalyticsTraffic,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import type { Build, TagType } from '../../api/crud-endpoints.ts';
import type { Prefetch } from '../../shared/feature-route.ts';

/**
 * The cards of the analytics dashboard, `dashboards/analytics/<name>` (mocks README), each with
 * the lists it is computed from: deleting an order or a customer elsewhere refetches the cards
 * that count them. The seeded series (visits, tickets, campaigns) and the profile's projects have
 * no tag type: those cards are cached like any query.
 */
const cardFollows = {
  traffic: ['Order'],
  'average-daily-sales': ['Order'],
  'sales-overview': ['Order'],
  'earning-reports': ['Order'],
  'support-tracker': [],
  'sales-by-countries': ['Order', 'Customer'],
  'total-earning': ['Order'],
  campaigns: [],
  'source-visits': [],
  projects: [],
} as const satisfies Record<string, readonly TagType[]>;

export type AnalyticsCardName = keyof typeof cardFollows;

/** The cards' names, in the order the page shows them. */
export const analyticsCards = Object.keys(cardFollows) as AnalyticsCardName[];

/** One card's call, refetched when the lists it follows change. */
const card = <Data>(build: Build, name: AnalyticsCardName) =>
  build.query<Data, void>({
    query: () => `dashboards/analytics/${name}`,
    providesTags: cardFollows[name].map((type: TagType) => ({ type, id: 'LIST' as const })),
  });

/** Extension: one call per card of the analytics dashboard (mocks README). */
export const analyticsDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsTraffic: card<AnalyticsTraffic>(build, 'traffic'),
    getAnalyticsAverageDailySales: card<AnalyticsAverageDailySales>(build, 'average-daily-sales'),
    getAnalyticsSalesOverview: card<AnalyticsSalesOverview>(build, 'sales-overview'),
    getAnalyticsEarningReports: card<AnalyticsEarningReports>(build, 'earning-reports'),
    getAnalyticsSupportTracker: card<AnalyticsSupportTracker>(build, 'support-tracker'),
    getAnalyticsSalesByCountries: card<AnalyticsSalesByCountries>(build, 'sales-by-countries'),
    getAnalyticsTotalEarning: card<AnalyticsTotalEarning>(build, 'total-earning'),
    getAnalyticsCampaigns: card<AnalyticsCampaigns>(build, 'campaigns'),
    getAnalyticsSourceVisits: card<AnalyticsSourceVisits>(build, 'source-visits'),
    getAnalyticsProjects: card<AnalyticsProjects>(build, 'projects'),
  }),
});

/**
 * Asks for every card's figures at once, in the order the page shows them: a first visit's
 * requests then leave before the page has drawn (the route's `prefetch`).
 */
export const prefetchAnalyticsDashboard: Prefetch = (dispatch) => {
  for (const endpoint of [
    'getAnalyticsTraffic',
    'getAnalyticsAverageDailySales',
    'getAnalyticsSalesOverview',
    'getAnalyticsEarningReports',
    'getAnalyticsSupportTracker',
    'getAnalyticsSalesByCountries',
    'getAnalyticsTotalEarning',
    'getAnalyticsCampaigns',
    'getAnalyticsSourceVisits',
    'getAnalyticsProjects',
  ] as const) {
    dispatch(analyticsDashboardApi.util.prefetch(endpoint, undefined, {}));
  }
};

export const {
  useGetAnalyticsTrafficQuery,
  useGetAnalyticsAverageDailySalesQuery,
  useGetAnalyticsSalesOverviewQuery,
  useGetAnalyticsEarningReportsQuery,
  useGetAnalyticsSupportTrackerQuery,
  useGetAnalyticsSalesByCountriesQuery,
  useGetAnalyticsTotalEarningQuery,
  useGetAnalyticsCampaignsQuery,
  useGetAnalyticsSourceVisitsQuery,
  useGetAnalyticsProjectsQuery,
} = analyticsDashboardApi;
