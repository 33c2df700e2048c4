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
import { crudEndpoints, summaryEndpoint } from '../../api/crud-endpoints.ts';

const PATH = 'apps/ecommerce/orders';

/** A change of an order: its status, payment or one of its addresses (the fake API merges). */
export interface OrderChanges {
  status?: OrderStatus;
  payment?: OrderPaymentCode;
  shippingAddress?: OrderAddress;
  billingAddress?: OrderAddress;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<OrdersResponse, Order, OrderChanges, OrderDetails>(build, {
      path: PATH,
      tag: 'Order',
      rowsOf: (data) => data.orders,
      refreshOnNotFound: false,
    });
    return {
      /**
       * q (customer, email, order number), sortBy (order, customers, date, status, spent),
       * orderBy, itemsPerPage (-1 = all), page. Extension: `customerId` keeps one customer's
       * orders.
       */
      getOrders: crud.list,
      /** Extension: the widget counts; refreshed with the lists, since they count the same rows. */
      getOrdersSummary: summaryEndpoint<OrdersSummary>(build, PATH, { type: 'Order', id: 'LIST' }),
      /** The order with items, totals, addresses and activity; 404 `{ message }` when unknown. */
      getOrder: crud.get,
      /**
       * Extension: PATCH; 200 with the order, 400 `{ errors }`, 404 `{ message }`. A status or
       * payment change moves the row in sorted views and in the widget counts.
       */
      updateOrder: crud.update,
      /** Always 204, even for an unknown id. */
      deleteOrder: crud.remove,
    };
  },
});

export const {
  useGetOrdersQuery,
  useLazyGetOrdersQuery,
  useGetOrdersSummaryQuery,
  useGetOrderQuery,
  useUpdateOrderMutation,
  useDeleteOrderMutation,
} = ordersApi;
