import type {
  LogisticsExceptions,
  LogisticsPerformance,
  LogisticsShipments,
  LogisticsVehiclesOverview,
  OrdersByCountry,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import type { Build, TagType } from '../../api/crud-endpoints.ts';
import type { Prefetch } from '../../shared/feature-route.ts';

/**
 * The logistics dashboard's cards, `dashboards/logistics/<name>` (mocks README), each with the
 * lists it is computed from: an order or review edited elsewhere refetches the cards counting
 * them. Vehicles are read only, so the fleet's cards are cached like any query.
 */
const cardFollows = {
  'vehicles-overview': [],
  shipments: [],
  performance: ['Order', 'Review'],
  exceptions: [],
  'orders-by-country': ['Order'],
} as const satisfies Record<string, readonly TagType[]>;

export type LogisticsCardName = keyof typeof cardFollows;

/** The cards' names, in the order the page shows them. */
export const logisticsCards = Object.keys(cardFollows) as LogisticsCardName[];

const card = <Data>(build: Build, name: LogisticsCardName) =>
  build.query<Data, void>({
    query: () => `dashboards/logistics/${name}`,
    providesTags: cardFollows[name].map((type) => ({ type, id: 'LIST' as const })),
  });

/** Extension: one call per card of the logistics dashboard (mocks README). */
export const logisticsDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLogisticsVehiclesOverview: card<LogisticsVehiclesOverview>(build, 'vehicles-overview'),
    getLogisticsShipments: card<LogisticsShipments>(build, 'shipments'),
    getLogisticsPerformance: card<LogisticsPerformance>(build, 'performance'),
    getLogisticsExceptions: card<LogisticsExceptions>(build, 'exceptions'),
    getLogisticsOrdersByCountry: card<OrdersByCountry>(build, 'orders-by-country'),
  }),
});

/**
 * Asks for every card's figures at once, in the order the page shows them, so a first visit's
 * requests leave before the page has drawn (the route's `prefetch`).
 */
export const prefetchLogisticsDashboard: Prefetch = (dispatch) => {
  for (const endpoint of [
    'getLogisticsVehiclesOverview',
    'getLogisticsShipments',
    'getLogisticsPerformance',
    'getLogisticsExceptions',
    'getLogisticsOrdersByCountry',
  ] as const) {
    dispatch(logisticsDashboardApi.util.prefetch(endpoint, undefined, {}));
  }
};

export const {
  useGetLogisticsVehiclesOverviewQuery,
  useGetLogisticsShipmentsQuery,
  useGetLogisticsPerformanceQuery,
  useGetLogisticsExceptionsQuery,
  useGetLogisticsOrdersByCountryQuery,
} = logisticsDashboardApi;
