import type {
  CustomerNotificationPreferences,
  CustomerNotificationsUpdate,
  CustomerTwoStepUpdate,
  UserBillingAddress,
  UserConnection,
  UserConnectionService,
  UserPaymentMethod,
  UserPaymentMethodInput,
  UserPaymentMethodUpdate,
  UserPlanUsage,
  UserView,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import type { PasswordValues } from '../../shared/index.ts';

/** The view's own cache entry; the user's tag too, so a PATCH of the user (plan) refreshes it. */
const viewTag = (id: number) => ({ type: 'User', id: `view-${id}` }) as const;

type Method = 'PUT' | 'POST' | 'DELETE';

/**
 * One of the view's saves (packages/mocks/README.md, "User view (extension)"): `path` under the
 * user, the body the arguments give; the view is fetched again once it succeeds.
 */
function change<Args extends { id: number }>(
  method: Method,
  path: (args: Args) => string,
  body: (args: Args) => unknown = () => undefined,
) {
  return {
    query: (args: Args) => ({
      url: `apps/users/${args.id}/${path(args)}`,
      method,
      body: body(args),
    }),
    invalidatesTags: (_result: unknown, error: unknown, args: Args) =>
      error ? [] : [viewTag(args.id)],
  };
}

export const userViewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Plan usage, projects, activity, devices, billing, settings; 404 `User not found`. */
    getUserView: build.query<UserView, number>({
      query: (id) => `apps/users/${id}/view`,
      providesTags: (_result, _error, id) => [viewTag(id), { type: 'User', id }],
    }),
    /** 200 `{ preferences }`; 400 `{ errors }` keyed by path. */
    updateUserNotifications: build.mutation<
      CustomerNotificationsUpdate,
      { id: number; preferences: CustomerNotificationPreferences }
    >(
      change(
        'PUT',
        () => 'notifications',
        ({ preferences }) => ({ preferences }),
      ),
    ),
    /** 200 `{ enabled }`. */
    updateUserTwoStep: build.mutation<CustomerTwoStepUpdate, { id: number; enabled: boolean }>(
      change(
        'PUT',
        () => 'two-step',
        ({ enabled }) => ({ enabled }),
      ),
    ),
    /** 204, or 400 `{ errors: { password, confirm } }` by the customers' rules. */
    changeUserPassword: build.mutation<void, { id: number } & PasswordValues>(
      change(
        'POST',
        () => 'password',
        ({ password, confirm }) => ({ password, confirm }),
      ),
    ),
    /** 200 the plan block, no longer renewed. */
    cancelUserSubscription: build.mutation<UserPlanUsage, { id: number }>(
      change('POST', () => 'subscription/cancel'),
    ),
    /** 200 `{ service, connected }`. */
    updateUserConnection: build.mutation<
      UserConnection,
      { id: number; service: UserConnectionService; connected: boolean }
    >(
      change(
        'PUT',
        ({ service }) => `connections/${service}`,
        ({ connected }) => ({ connected }),
      ),
    ),
    /** 201 the card (brand and last four digits only); 400 `{ errors }` per field. */
    addUserPaymentMethod: build.mutation<
      UserPaymentMethod,
      { id: number; card: UserPaymentMethodInput }
    >(
      change(
        'POST',
        () => 'payment-methods',
        ({ card }) => card,
      ),
    ),
    /** 200 the card; 400 `{ errors }`; 404 for an unknown card. */
    updateUserPaymentMethod: build.mutation<
      UserPaymentMethod,
      { id: number; methodId: number; card: UserPaymentMethodUpdate }
    >(
      change(
        'PUT',
        ({ methodId }) => `payment-methods/${methodId}`,
        ({ card }) => card,
      ),
    ),
    /** 204; the next card becomes primary. */
    deleteUserPaymentMethod: build.mutation<void, { id: number; methodId: number }>(
      change('DELETE', ({ methodId }) => `payment-methods/${methodId}`),
    ),
    /** 200 the address; 400 `{ errors }` per field. */
    updateUserBillingAddress: build.mutation<
      UserBillingAddress,
      { id: number; address: UserBillingAddress }
    >(
      change(
        'PUT',
        () => 'billing-address',
        ({ address }) => address,
      ),
    ),
  }),
});

export const {
  useGetUserViewQuery,
  useUpdateUserNotificationsMutation,
  useUpdateUserTwoStepMutation,
  useChangeUserPasswordMutation,
  useCancelUserSubscriptionMutation,
  useUpdateUserConnectionMutation,
  useAddUserPaymentMethodMutation,
  useUpdateUserPaymentMethodMutation,
  useDeleteUserPaymentMethodMutation,
  useUpdateUserBillingAddressMutation,
} = userViewApi;
