import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { apiBaseUrl } from './base-url.ts';

/** Tag types of every feature; a feature adds its own here when it lands. */
export const tagTypes = ['Product', 'Category', 'Order', 'Customer', 'Review', 'Referral'] as const;

interface StateWithSession {
  session?: { accessToken?: string | null };
}

/**
 * The one RTK Query API. Features add endpoints with `baseApi.injectEndpoints`, so they share one
 * cache, one middleware and one place that attaches the session token.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as StateWithSession).session?.accessToken;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept', 'application/json');
      return headers;
    },
  }),
  tagTypes,
  endpoints: () => ({}),
});
