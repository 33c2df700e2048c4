import { minutesOfDay } from '../../lib/dates.ts';
import { memoizeText } from '../../lib/memo.ts';
import { createSearch } from '../../lib/search-text.ts';
import { notFound, invalid, success, type Outcome } from '../../lib/outcome.ts';
import { fieldSortKeys } from '../../lib/fields.ts';
import { listRequest, readString, runList, type QueryInput } from '../../lib/query.ts';
import { BodyReader, defined } from '../../lib/validate.ts';
import { ORDER_PAYMENT_CODES, ORDER_STATUSES } from '../../values/ecommerce.ts';
import type { Order, OrderAddress, OrdersResponse } from '../../types/ecommerce.ts';

const dayValue = memoizeText((date) => Date.parse(date) / 60_000);
const minuteValue = memoizeText((time) => minutesOfDay(time) || 0);

const matchesText = createSearch<Order>('customer', 'email', 'order');

const SORT_KEYS = {
  ...fieldSortKeys<Order>('order', 'status', 'spent'),
  customers: (o: Order) => o.customer,
  // Minutes since the epoch: by date, then time of day, as one number.
  date: (o: Order) => dayValue(o.date) + minuteValue(o.time),
};

/**
 * GET /api/apps/ecommerce/orders: q on customer, email or order number. Extension: `customerId`
 * keeps one customer's orders (the customer details page lists exactly those its counts sum); an
 * id that is not a number matches none.
 */
export function listOrders(orders: readonly Order[], query: QueryInput): OrdersResponse {
  const { params, q, page } = listRequest(query);
  const who = readString(params, 'customerId');
  const ofCustomer = (o: Order) => !who || o.customerId === Number(who);
  const rows = runList(orders, params, {
    sortKeys: SORT_KEYS,
    match: (o) => ofCustomer(o) && matchesText(o, q),
  });
  return { orders: page(rows), total: rows.length };
}

/** By id, else by order number (the order details route may carry either; the ranges differ). */
export function findOrder(orders: readonly Order[], idOrNumber: number): Order | undefined {
  return orders.find((o) => o.id === idOrNumber) ?? orders.find((o) => o.order === idOrNumber);
}

/** README "Errors": deleting an order always succeeds, even for an unknown id. */
export function deleteOrder(orders: Order[], id: number | null): void {
  const index = id === null ? -1 : orders.findIndex((o) => o.id === id);
  if (index !== -1) orders.splice(index, 1);
}

const ADDRESS_FIELDS = [
  'name',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
const OPTIONAL_ADDRESS_FIELDS = new Set(['line2', 'state']);

/** A whole address (name, line1, city, postalCode, country required); errors as `field.part`. */
function readAddress(reader: BodyReader, field: string): OrderAddress | undefined {
  if (!reader.has(field)) return undefined;
  const inner = new BodyReader(reader.raw(field), false);
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((part) => {
      const optional = OPTIONAL_ADDRESS_FIELDS.has(part);
      const value = inner.string(part, { max: 120, required: !optional, allowEmpty: optional });
      return [part, value ?? ''];
    }),
  ) as unknown as OrderAddress;
  for (const [part, messages] of Object.entries(inner.errors))
    for (const text of messages) reader.fail(`${field}.${part}`, text);
  return inner.ok ? address : undefined;
}

/**
 * Extension: PATCH/PUT /api/apps/ecommerce/orders/{id} changes status, payment and/or the
 * shipping and billing addresses.
 */
export function updateOrder(orders: Order[], id: number, body: unknown): Outcome<Order> {
  const order = orders.find((o) => o.id === id);
  if (!order) return notFound('Order not found');
  const reader = new BodyReader(body, true);
  const status = reader.oneOf('status', ORDER_STATUSES);
  const payment = reader.oneOf('payment', ORDER_PAYMENT_CODES);
  const shippingAddress = readAddress(reader, 'shippingAddress');
  const billingAddress = readAddress(reader, 'billingAddress');
  const given = [status, payment, shippingAddress, billingAddress].some((v) => v !== undefined);
  if (reader.ok && !given) reader.fail('status', 'status is required.');
  if (!reader.ok) return invalid(reader.errors);
  Object.assign(order, defined({ status, payment, shippingAddress, billingAddress }));
  return success(order);
}
