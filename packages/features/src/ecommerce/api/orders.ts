import type {
  Order,
  OrderAddress,
  OrderDetails,
  OrderPaymentCode,
  OrdersResponse,
  OrdersSummary,
  OrderStatus,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';
import { listTags } from './tags.ts';

/** A change of an order: its status, payment or one of its addresses (the fake API merges). */
export interface OrderChanges {
  status?: OrderStatus;
  payment?: OrderPaymentCode;
  shippingAddress?: OrderAddress;
  billingAddress?: OrderAddress;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q (customer, email, order number), sortBy (order, customers, date, status, spent),
     * orderBy, itemsPerPage (-1 = all), page. Extension: `customerId` keeps one customer's
     * orders.
     */
    getOrders: build.query<OrdersResponse, ListQuery>({
      query: (query) => ({ url: 'apps/ecommerce/orders', params: listParams(query) }),
      providesTags: (result) => listTags('Order', result?.orders),
    }),
    /** Extension: the widget counts; refreshed with the lists, since they count the same rows. */
    getOrdersSummary: build.query<OrdersSummary, void>({
      query: () => 'apps/ecommerce/orders/summary',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** The order with items, totals, addresses and activity; 404 `{ message }` when unknown. */
    getOrder: build.query<OrderDetails, number>({
      query: (id) => `apps/ecommerce/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** Extension: PATCH; 200 with the order, 400 `{ errors }`, 404 `{ message }`. */
    updateOrder: build.mutation<Order, { id: number; changes: OrderChanges }>({
      query: ({ id, changes }) => ({
        url: `apps/ecommerce/orders/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      // A status or payment change moves the row in sorted views and in the widget counts.
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Order', id },
              { type: 'Order', id: 'LIST' },
            ],
    }),
    /** Always 204, even for an unknown id. */
    deleteOrder: build.mutation<void, number>({
      query: (id) => ({ url: `apps/ecommerce/orders/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'Order', id },
              { type: 'Order', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useLazyGetOrdersQuery,
  useGetOrdersSummaryQuery,
  useGetOrderQuery,
  useUpdateOrderMutation,
  useDeleteOrderMutation,
} = ordersApi;
