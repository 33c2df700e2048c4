import type { SalesRow } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

/** The sales data table's rows: the whole set, searched, sorted and paged in the browser. */
export const salesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSalesRows: build.query<SalesRow[], void>({ query: () => 'pages/datatable' }),
  }),
});

export const { useGetSalesRowsQuery } = salesApi;
