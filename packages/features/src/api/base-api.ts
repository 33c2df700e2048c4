import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { openApiGate } from './api-gate.ts';
import { apiBaseUrl } from './base-url.ts';

/** Tag types of every feature; a feature adds its own here when it lands. */
export const tagTypes = [
  'Product',
  'Category',
  'Order',
  'Customer',
  'Review',
  'Referral',
  'Notification',
  'Permission',
  'Role',
  'User',
  'Invoice',
  'InvoiceClient',
  'Profile',
  'SignedInAccount',
  'DialogExample',
  'CalendarEvent',
  'Kanban',
  'Email',
  'Chat',
  'Course',
] as const;

interface StateWithSession {
  session?: { accessToken?: string | null };
}

/**
 * Dispatched when the API answers 401: the session is no longer valid. The app signs out and
 * sends the user to login with `to`; features need not know how.
 */
export const apiUnauthorized = createAction('api/unauthorized');

/**
 * Dispatched when the signed-in user's own details were saved (account settings): the app updates
 * the session's user, so the account menu and the session cookie show the new name at once.
 */
export const signedInUserChanged = createAction<{
  fullName?: string;
  email?: string;
  avatar?: string;
  username?: string;
}>('api/signedInUserChanged');

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).session?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  try {
    await openApiGate();
  } catch {
    // Without the fake API the request still goes out; its failure is the error to show.
  }
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401) api.dispatch(apiUnauthorized());
  return result;
};

/**
 * The one RTK Query API. Features add endpoints with `baseApi.injectEndpoints`, so they share one
 * cache, one middleware and one place that attaches the session token.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
