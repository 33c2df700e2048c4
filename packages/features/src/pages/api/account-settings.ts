import type {
  AccountApiKey,
  AccountInvoice,
  AccountConnectionsChange,
  AccountPasswordChange,
  AccountProfile,
  AccountTwoStep,
  AccountTwoStepChange,
  ApiKeyPermission,
  CustomerNotificationPreferences,
  NotificationTiming,
  SignedInAccount,
  UserBillingAddress,
  UserPaymentMethod,
  UserPaymentMethodInput,
  UserPaymentMethodUpdate,
  UserPlan,
  UserPlanUsage,
} from '@atrium/mocks/types';

import { baseApi, signedInUserChanged } from '../../api/base-api.ts';

/** The one cache entry of the signed-in account: every save below refreshes it. */
const ACCOUNT = { type: 'SignedInAccount', id: 'me' } as const;
const BASE = 'pages/account-settings';

type Method = 'PUT' | 'POST' | 'DELETE';

/**
 * One of the account's saves (packages/mocks/README.md, "Signed-in account settings"): `path`
 * under the account, the body the arguments give; the account is fetched again once it succeeds.
 */
function change<Args>(
  method: Method,
  path: (args: Args) => string,
  body?: (args: Args) => unknown,
) {
  return {
    query: (args: Args) => ({ url: `${BASE}${path(args)}`, method, body: body?.(args) }),
    invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : [ACCOUNT]),
  };
}

/** Passes the saved name, email or picture to the session, so the account menu shows it at once. */
const toSession =
  (pick: (saved: { fullName?: string; email?: string; avatar?: string }) => object) =>
  async (
    _args: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: object }> },
  ) => {
    try {
      const { data } = await queryFulfilled;
      dispatch(signedInUserChanged(pick(data)));
    } catch {
      // A refused save changes nothing; the form shows why.
    }
  };

export const accountSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Everything the five tabs show; 401 without a session. */
    getSignedInAccount: build.query<SignedInAccount, void>({
      query: () => BASE,
      providesTags: [ACCOUNT],
    }),
    /**
     * The invoices billed to the account's company, newest first: a new company name (a billing
     * address save) or an invoice change asks again.
     */
    getAccountInvoices: build.query<AccountInvoice[], void>({
      query: () => `${BASE}/invoices`,
      providesTags: [ACCOUNT, { type: 'Invoice', id: 'LIST' }],
    }),
    /** 200 the profile; the session takes the new name and email. */
    updateAccountProfile: build.mutation<AccountProfile, AccountProfile>({
      ...change(
        'PUT',
        () => '/account',
        (profile) => profile,
      ),
      onQueryStarted: toSession(({ fullName, email }) => ({ fullName, email })),
    }),
    /** 200 `{ avatar }`: a data URL (JPG, PNG or GIF, at most 800 KB). */
    updateAccountAvatar: build.mutation<{ avatar: string }, string>({
      ...change(
        'PUT',
        () => '/avatar',
        (avatar) => ({ avatar }),
      ),
      onQueryStarted: toSession(({ avatar }) => ({ avatar })),
    }),
    /** 200 `{ avatar }`: the account's first picture again. */
    resetAccountAvatar: build.mutation<{ avatar: string }, void>({
      ...change('DELETE', () => '/avatar'),
      onQueryStarted: toSession(({ avatar }) => ({ avatar })),
    }),
    /** 204; 400 `errors.confirm` unless confirmed. */
    deactivateAccount: build.mutation<void, void>(
      change(
        'POST',
        () => '/deactivate',
        () => ({ confirm: true }),
      ),
    ),
    /** 204, or 400 `errors.currentPassword` / `password` / `confirm`. */
    changeAccountPassword: build.mutation<void, AccountPasswordChange>(
      change(
        'POST',
        () => '/password',
        (body) => body,
      ),
    ),
    updateAccountTwoStep: build.mutation<AccountTwoStep, AccountTwoStepChange>(
      change(
        'PUT',
        () => '/two-step',
        (body) => body,
      ),
    ),
    createApiKey: build.mutation<AccountApiKey, { name: string; permission: ApiKeyPermission }>(
      change(
        'POST',
        () => '/api-keys',
        (body) => body,
      ),
    ),
    deleteApiKey: build.mutation<void, number>(change('DELETE', (id) => `/api-keys/${id}`)),
    updateAccountNotifications: build.mutation<
      { preferences: CustomerNotificationPreferences; timing: NotificationTiming },
      { preferences: CustomerNotificationPreferences; timing: NotificationTiming }
    >(
      change(
        'PUT',
        () => '/notifications',
        (body) => body,
      ),
    ),
    updateAccountConnections: build.mutation<unknown, AccountConnectionsChange>(
      change(
        'PUT',
        () => '/connections',
        (body) => body,
      ),
    ),
    changeAccountPlan: build.mutation<UserPlanUsage, UserPlan>(
      change(
        'POST',
        () => '/plan',
        (plan) => ({ plan }),
      ),
    ),
    addAccountCard: build.mutation<UserPaymentMethod, UserPaymentMethodInput>(
      change(
        'POST',
        () => '/payment-methods',
        (card) => card,
      ),
    ),
    updateAccountCard: build.mutation<
      UserPaymentMethod,
      { methodId: number } & UserPaymentMethodUpdate
    >(
      change(
        'PUT',
        ({ methodId }) => `/payment-methods/${methodId}`,
        ({ methodId: _id, ...update }) => update,
      ),
    ),
    deleteAccountCard: build.mutation<void, number>(
      change('DELETE', (methodId) => `/payment-methods/${methodId}`),
    ),
    updateAccountBillingAddress: build.mutation<UserBillingAddress, UserBillingAddress>(
      change(
        'PUT',
        () => '/billing-address',
        (address) => address,
      ),
    ),
  }),
});

export const {
  useGetSignedInAccountQuery,
  useGetAccountInvoicesQuery,
  useUpdateAccountProfileMutation,
  useUpdateAccountAvatarMutation,
  useResetAccountAvatarMutation,
  useDeactivateAccountMutation,
  useChangeAccountPasswordMutation,
  useUpdateAccountTwoStepMutation,
  useCreateApiKeyMutation,
  useDeleteApiKeyMutation,
  useUpdateAccountNotificationsMutation,
  useUpdateAccountConnectionsMutation,
  useChangeAccountPlanMutation,
  useAddAccountCardMutation,
  useUpdateAccountCardMutation,
  useDeleteAccountCardMutation,
  useUpdateAccountBillingAddressMutation,
} = accountSettingsApi;
