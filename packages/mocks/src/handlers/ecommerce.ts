import { invoiceSeed } from '../db/parts/invoice.ts';
import { referralsSeed, shopSeed, storeSettingsSeed } from '../db/parts/shop.ts';
import { getDb, withSeeds } from '../db/store.ts';
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
  collection,
  emptyNotFound,
  failure,
  get,
  json,
  message,
  noContent,
  post,
  put,
  readJson,
} from './kit.ts';

const base = (path: string) => api(`/apps/ecommerce${path}`);
/** The e-commerce domain functions take a number; an id that is not one matches no record. */
const id = (raw: string | undefined): number => parseId(raw) ?? 0;

const products = collection({
  path: base('/products'),
  rows: () => getDb().products,
  id,
  list: listProducts,
  find: findProduct,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  missing: () => message(404, 'Product not found'),
  // README "Errors": an unknown product on delete is a 404 with an empty body.
  removeMissing: emptyNotFound,
});

const categories = collection({
  path: base('/categories'),
  rows: () => getDb().categories,
  id,
  list: listCategories,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
  missing: () => message(404, 'Category not found'),
});

const orders = [
  // Before `/orders/:id`, which would otherwise take `summary` for an id.
  get(base('/orders/summary'), () => json(ordersSummary(getDb().orders))),
  ...collection({
    path: base('/orders'),
    rows: () => getDb().orders,
    id,
    list: listOrders,
    // Extension: the order with its items, totals, addresses and shipping activity.
    find: (rows, orderId) => {
      const order = findOrder(rows, orderId);
      return order && orderDetails(order, getDb().products);
    },
    update: updateOrder,
    // README "Errors": always 204, even for an unknown id.
    remove: (rows, orderId) => {
      deleteOrder(rows, orderId);
      return true;
    },
    missing: () => message(404, 'Order not found'),
  }),
];

const customers = [
  ...collection({
    path: base('/customers'),
    rows: () => getDb().customers,
    id,
    list: listCustomers,
    // The id here is the customerId (README "Calls").
    find: (_rows, customerId) => customerDetails(getDb(), customerId),
    create: createCustomer,
    update: updateCustomer,
    missing: () => message(404, 'Customer not found'),
  }),
  // Extension: the account settings of the customer details tabs (README "Customer settings").
  put(base('/customers/:id/notifications'), async ({ request, params }) =>
    answer(updateCustomerNotifications(getDb(), id(params.id), await readJson(request))),
  ),
  put(base('/customers/:id/two-step'), async ({ request, params }) =>
    answer(updateCustomerTwoStep(getDb(), id(params.id), await readJson(request))),
  ),
  post(base('/customers/:id/password'), async ({ request, params }) => {
    const outcome = changeCustomerPassword(getDb(), id(params.id), await readJson(request));
    return outcome.ok ? noContent() : failure(outcome.failure);
  }),
];

const reviews = collection({
  path: base('/reviews'),
  rows: () => getDb().reviews,
  id,
  list: listReviews,
  update: updateReviewStatus,
  remove: deleteReview,
  // README "Errors": an unknown review on delete is a 404 with an empty body.
  missing: emptyNotFound,
});

const referrals = [
  get(base('/referrals'), ({ url }) => json(listReferrals(getDb().referrals, url.searchParams))),
];

/** The dashboard's cards read the invoices too (its recent invoices and money model). */
export const ecommerceHandlers = withSeeds(
  [shopSeed, referralsSeed, storeSettingsSeed, invoiceSeed],
  [
    ...ecommerceSummaryAndSettingsHandlers,
    ...ecommerceDashboardHandlers,
    ...products,
    ...categories,
    ...orders,
    ...customers,
    ...reviews,
    ...referrals,
  ],
);
