import type { CustomerDetails, CustomersResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';
import { listTags } from './tags.ts';

export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC §7: q (customer, country, email), sortBy (customer, country, customerId, orders,
     * totalSpent), orderBy, itemsPerPage (-1 = all), page.
     */
    getCustomers: build.query<CustomersResponse, ListQuery>({
      query: (query) => ({ url: 'apps/ecommerce/customers', params: listParams(query) }),
      providesTags: (result) => listTags('Customer', result?.customers),
    }),
    /** SPEC §7/§8: by customerId; 404 when unknown. Adds status 'Active' and a contact phone. */
    getCustomer: build.query<CustomerDetails, number>({
      query: (customerId) => `apps/ecommerce/customers/${customerId}`,
      providesTags: (result, _error, customerId) => [
        { type: 'Customer', id: result?.id ?? `customer-${customerId}` },
      ],
    }),
  }),
});

export const { useGetCustomersQuery, useLazyGetCustomersQuery, useGetCustomerQuery } = customersApi;
