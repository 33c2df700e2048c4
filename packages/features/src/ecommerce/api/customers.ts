import type {
  CustomerDetails,
  CustomerNotificationPreferences,
  CustomerNotificationsUpdate,
  CustomerPasswordChange,
  CustomersResponse,
  CustomerTwoStepUpdate,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listEndpoint } from '../../api/crud-endpoints.ts';

/**
 * The tag of one customer's details call, by customerId: the settings calls know the customerId
 * only, and refresh the details without refetching the lists (they show none of the settings).
 */
const detailsTag = (customerId: number) =>
  ({ type: 'Customer', id: `customer-${customerId}` }) as const;

export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q (customer, country, email), sortBy (customer, country, customerId, orders,
     * totalSpent), orderBy, itemsPerPage (-1 = all), page.
     */
    getCustomers: listEndpoint(build, {
      path: 'apps/ecommerce/customers',
      tag: 'Customer',
      rowsOf: (data: CustomersResponse) => data.customers,
    }),
    /**
     * By customerId; 404 when unknown. Adds status 'Active' and a contact phone, and
     * (extension) the stored two-step flag and notification preferences.
     */
    getCustomer: build.query<CustomerDetails, number>({
      query: (customerId) => `apps/ecommerce/customers/${customerId}`,
      providesTags: (result, _error, customerId) =>
        result
          ? [{ type: 'Customer', id: result.id }, detailsTag(customerId)]
          : [detailsTag(customerId)],
    }),
    /** Extension: PUT the whole grid; 200 with the stored grid, 400 `{ errors }`, 404. */
    updateCustomerNotifications: build.mutation<
      CustomerNotificationsUpdate,
      { customerId: number; preferences: CustomerNotificationPreferences }
    >({
      query: ({ customerId, preferences }) => ({
        url: `apps/ecommerce/customers/${customerId}/notifications`,
        method: 'PUT',
        body: { preferences },
      }),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [detailsTag(customerId)]),
    }),
    /** Extension: 200 `{ enabled }` as stored, 400 `{ errors: { enabled } }`, 404. */
    updateCustomerTwoStep: build.mutation<
      CustomerTwoStepUpdate,
      { customerId: number; enabled: boolean }
    >({
      query: ({ customerId, enabled }) => ({
        url: `apps/ecommerce/customers/${customerId}/two-step`,
        method: 'PUT',
        body: { enabled },
      }),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [detailsTag(customerId)]),
    }),
    /**
     * Extension: 204 when the password follows the rules, else 400 `{ errors: { password,
     * confirm } }`; 404. Nothing cached changes: the answer carries no password, ever.
     */
    changeCustomerPassword: build.mutation<void, { customerId: number } & CustomerPasswordChange>({
      query: ({ customerId, password, confirm }) => ({
        url: `apps/ecommerce/customers/${customerId}/password`,
        method: 'POST',
        body: { password, confirm },
      }),
    }),
  }),
});

export const {
  useGetCustomersQuery,
  useLazyGetCustomersQuery,
  useGetCustomerQuery,
  useUpdateCustomerNotificationsMutation,
  useUpdateCustomerTwoStepMutation,
  useChangeCustomerPasswordMutation,
} = customersApi;
