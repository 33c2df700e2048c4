import { HttpResponse } from 'msw';

import { getDb } from '../db/store.ts';
import {
  changeCustomerPassword,
  createCategory,
  createCustomer,
  createProduct,
  customerDetails,
  deleteCategory,
  deleteOrder,
  deleteProduct,
  deleteReview,
  findOrder,
  findProduct,
  listCategories,
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
  orderDetails,
  ordersSummary,
  updateCategory,
  updateCustomer,
  updateCustomerNotifications,
  updateCustomerTwoStep,
  updateOrder,
  updateProduct,
  updateReviewStatus,
} from '../domains/ecommerce/index.ts';
import { parseId } from '../lib/ids.ts';
import { ecommerceDashboardHandlers } from './ecommerce-dashboard.ts';
import { ecommerceSummaryAndSettingsHandlers } from './ecommerce-summaries-settings.ts';
import {
  answer,
  api,
  del,
  failure,
  get,
  json,
  message,
  noContent,
  patch,
  post,
  put,
  readJson,
} from './kit.ts';

const base = (path: string) => api(`/apps/ecommerce${path}`);
/** README "Errors": an unknown product or review on delete is a 404 with an empty body. */
const emptyNotFound = (): Response => new HttpResponse(null, { status: 404 });

const products = [
  get(base('/products'), ({ url }) => json(listProducts(getDb().products, url.searchParams))),
  get(base('/products/:id'), ({ params }) => {
    const product = findProduct(getDb().products, parseId(params.id) ?? 0);
    return product ? json(product) : message(404, 'Product not found');
  }),
  post(base('/products'), async ({ request }) =>
    answer(createProduct(getDb().products, await readJson(request)), 201),
  ),
  put(base('/products/:id'), async ({ request, params }) =>
    answer(updateProduct(getDb().products, parseId(params.id) ?? 0, await readJson(request))),
  ),
  patch(base('/products/:id'), async ({ request, params }) =>
    answer(updateProduct(getDb().products, parseId(params.id) ?? 0, await readJson(request))),
  ),
  del(base('/products/:id'), ({ params }) =>
    deleteProduct(getDb().products, parseId(params.id) ?? 0) ? noContent() : emptyNotFound(),
  ),
];

const categories = [
  get(base('/categories'), ({ url }) => json(listCategories(getDb().categories, url.searchParams))),
  post(base('/categories'), async ({ request }) =>
    answer(createCategory(getDb().categories, await readJson(request)), 201),
  ),
  put(base('/categories/:id'), async ({ request, params }) =>
    answer(updateCategory(getDb().categories, parseId(params.id) ?? 0, await readJson(request))),
  ),
  patch(base('/categories/:id'), async ({ request, params }) =>
    answer(updateCategory(getDb().categories, parseId(params.id) ?? 0, await readJson(request))),
  ),
  del(base('/categories/:id'), ({ params }) =>
    deleteCategory(getDb().categories, parseId(params.id) ?? 0)
      ? noContent()
      : message(404, 'Category not found'),
  ),
];

const orders = [
  get(base('/orders'), ({ url }) => json(listOrders(getDb().orders, url.searchParams))),
  // Before `/orders/:id`, which would otherwise take `summary` for an id.
  get(base('/orders/summary'), () => json(ordersSummary(getDb().orders))),
  // Extension: the order with its items, totals, addresses and shipping activity.
  get(base('/orders/:id'), ({ params }) => {
    const order = findOrder(getDb().orders, parseId(params.id) ?? 0);
    return order ? json(orderDetails(order, getDb().products)) : message(404, 'Order not found');
  }),
  put(base('/orders/:id'), async ({ request, params }) =>
    answer(updateOrder(getDb().orders, parseId(params.id) ?? 0, await readJson(request))),
  ),
  patch(base('/orders/:id'), async ({ request, params }) =>
    answer(updateOrder(getDb().orders, parseId(params.id) ?? 0, await readJson(request))),
  ),
  // README "Errors": always 204, even for an unknown id.
  del(base('/orders/:id'), ({ params }) => {
    deleteOrder(getDb().orders, parseId(params.id));
    return noContent();
  }),
];

const customers = [
  get(base('/customers'), ({ url }) => json(listCustomers(getDb().customers, url.searchParams))),
  // The id here is the customerId (README "Calls").
  get(base('/customers/:id'), ({ params }) => {
    const details = customerDetails(getDb(), parseId(params.id) ?? 0);
    return details ? json(details) : message(404, 'Customer not found');
  }),
  post(base('/customers'), async ({ request }) =>
    answer(createCustomer(getDb().customers, await readJson(request)), 201),
  ),
  put(base('/customers/:id'), async ({ request, params }) =>
    answer(updateCustomer(getDb().customers, parseId(params.id) ?? 0, await readJson(request))),
  ),
  patch(base('/customers/:id'), async ({ request, params }) =>
    answer(updateCustomer(getDb().customers, parseId(params.id) ?? 0, await readJson(request))),
  ),
  // Extension: the account settings of the customer details tabs (README "Customer settings").
  put(base('/customers/:id/notifications'), async ({ request, params }) =>
    answer(updateCustomerNotifications(getDb(), parseId(params.id) ?? 0, await readJson(request))),
  ),
  put(base('/customers/:id/two-step'), async ({ request, params }) =>
    answer(updateCustomerTwoStep(getDb(), parseId(params.id) ?? 0, await readJson(request))),
  ),
  post(base('/customers/:id/password'), async ({ request, params }) => {
    const outcome = changeCustomerPassword(
      getDb(),
      parseId(params.id) ?? 0,
      await readJson(request),
    );
    return outcome.ok ? noContent() : failure(outcome.failure);
  }),
];

const reviews = [
  get(base('/reviews'), ({ url }) => json(listReviews(getDb().reviews, url.searchParams))),
  put(base('/reviews/:id'), async ({ request, params }) =>
    answer(updateReviewStatus(getDb().reviews, parseId(params.id) ?? 0, await readJson(request))),
  ),
  patch(base('/reviews/:id'), async ({ request, params }) =>
    answer(updateReviewStatus(getDb().reviews, parseId(params.id) ?? 0, await readJson(request))),
  ),
  del(base('/reviews/:id'), ({ params }) =>
    deleteReview(getDb().reviews, parseId(params.id) ?? 0) ? noContent() : emptyNotFound(),
  ),
];

const referrals = [
  get(base('/referrals'), ({ url }) => json(listReferrals(getDb().referrals, url.searchParams))),
];

export const ecommerceHandlers = [
  ...ecommerceSummaryAndSettingsHandlers,
  ...ecommerceDashboardHandlers,
  ...products,
  ...categories,
  ...orders,
  ...customers,
  ...reviews,
  ...referrals,
];
