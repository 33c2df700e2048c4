import { clockTime, isoDate } from '../lib/dates.ts';
import { nextId } from '../lib/ids.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord, moneyToNumber } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type { Customer, Order, OrderAddress, OrderItem, Product } from '../types/ecommerce.ts';
import type {
  CheckoutCart,
  CheckoutCartLine,
  CheckoutCoupon,
  CheckoutOrderResult,
  CheckoutPayment,
} from '../types/wizards.ts';
import { cardDigits, expiryProblem, isValidCardNumber, isValidCvc } from '../values/card.ts';
import { CHECKOUT_MAX_QTY, checkoutTotals } from '../values/wizards.ts';

/** The codes the coupon call accepts, case-insensitively, and the percent each takes off. */
export const CHECKOUT_COUPONS: readonly CheckoutCoupon[] = [
  { code: 'WELCOME10', percent: 10 },
  { code: 'ATRIUM25', percent: 25 },
];

/** How many of each product the seeded cart holds, by place in the in-stock catalogue. */
const CART_QUANTITIES = [1, 2, 1];

function cartLine(product: Product, qty: number): CheckoutCartLine {
  return {
    productId: product.id,
    productName: product.productName,
    productBrand: product.productBrand,
    image: product.image,
    price: moneyToNumber(product.price) || 0,
    qty,
  };
}

/**
 * GET /api/pages/wizards/checkout/cart: the first in-stock products as the cart, and two saved
 * addresses in the signed-in user's name (a fixed demo cart: the wizard edits its own copy).
 */
export function checkoutCart(
  products: readonly Product[],
  user: LoginUser | undefined,
): CheckoutCart {
  const inStock = products.filter((p) => p.stock && moneyToNumber(p.price) > 0);
  const name = user?.fullName ?? 'John Doe';
  return {
    lines: inStock
      .slice(0, CART_QUANTITIES.length)
      .map((p, i) => cartLine(p, CART_QUANTITIES[i] ?? 1)),
    addresses: [
      {
        id: 'home',
        label: 'home',
        name,
        line1: '4135 Parkway Street',
        line2: '',
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90017',
        country: 'United States',
      },
      {
        id: 'office',
        label: 'office',
        name,
        line1: '87 Hillside Avenue',
        line2: 'Floor 3',
        city: 'New York',
        state: 'NY',
        postalCode: '10003',
        country: 'United States',
      },
    ],
  };
}

const findCoupon = (code: string): CheckoutCoupon | undefined =>
  CHECKOUT_COUPONS.find((c) => c.code === code.trim().toUpperCase());

/** POST /api/pages/wizards/checkout/coupon: the coupon, or a field error on `code`. */
export function checkCoupon(body: unknown): Outcome<{ coupon: CheckoutCoupon }> {
  const reader = new BodyReader(body);
  const code = reader.string('code', { max: 40 });
  if (!reader.ok || code === undefined) return invalid(reader.errors);
  const coupon = findCoupon(code);
  return coupon ? success({ coupon }) : invalid({ code: ['This coupon code is not valid.'] });
}

type CartRequest = { productId: number; qty: number };
const isCartRequest = (item: unknown): item is CartRequest =>
  isRecord(item) &&
  Number.isInteger(item.productId) &&
  Number.isInteger(item.qty) &&
  (item.qty as number) >= 1 &&
  (item.qty as number) <= CHECKOUT_MAX_QTY;

/** The address's fields, errors keyed `address.<field>` so the form shows them on the field. */
function readAddress(reader: BodyReader): OrderAddress {
  const nested = new BodyReader(reader.raw('address'));
  const read = (field: string, required: boolean) =>
    nested.string(field, { max: 120, required, allowEmpty: !required }) ?? '';
  const address = {
    name: read('name', true),
    line1: read('line1', true),
    line2: read('line2', false),
    city: read('city', true),
    state: read('state', false),
    postalCode: read('postalCode', true),
    country: read('country', true),
  };
  for (const [field, messages] of Object.entries(nested.errors))
    for (const text of messages)
      reader.fail(field === 'body' ? 'address' : `address.${field}`, text);
  return address;
}

/** The payment, errors keyed `payment.<field>`; the card checks are the card forms' own. */
function readPayment(reader: BodyReader, now: Date): CheckoutPayment | undefined {
  const nested = new BodyReader(reader.raw('payment'));
  const method = nested.oneOf('method', ['card', 'paypal'] as const);
  let payment: CheckoutPayment | undefined;
  if (method === 'paypal') {
    payment = { method, paypalEmail: nested.email('paypalEmail') ?? '' };
  } else if (method === 'card') {
    const cardNumber = nested.string('cardNumber', { max: 30 }) ?? '';
    const cardName = nested.string('cardName', { max: 100 }) ?? '';
    const expiry = nested.string('expiry', { max: 7 }) ?? '';
    const cvc = nested.string('cvc', { max: 4 }) ?? '';
    if (cardNumber && !isValidCardNumber(cardNumber))
      nested.fail('cardNumber', 'The card number is not valid.');
    if (expiry && expiryProblem(expiry, now) === 'past')
      nested.fail('expiry', 'The card has expired.');
    else if (expiry && expiryProblem(expiry, now)) nested.fail('expiry', 'Use the MM/YY format.');
    if (cvc && !isValidCvc(cvc, cardNumber)) nested.fail('cvc', 'The security code is not valid.');
    payment = { method, cardNumber, cardName, expiry, cvc };
  }
  for (const [field, messages] of Object.entries(nested.errors))
    for (const text of messages)
      reader.fail(field === 'body' ? 'payment' : `payment.${field}`, text);
  return payment;
}

/** What the order call reads and writes. */
export interface CheckoutContext {
  products: readonly Product[];
  orders: Order[];
  customers: Customer[];
  user: LoginUser | undefined;
  now: Date;
}

function orderItems(
  requested: readonly CartRequest[],
  products: readonly Product[],
  reader: BodyReader,
): OrderItem[] {
  const items: OrderItem[] = [];
  for (const { productId, qty } of requested) {
    const product = products.find((p) => p.id === productId);
    if (!product || !product.stock) {
      reader.fail('lines', `Product ${productId} is not available.`);
      continue;
    }
    const line = cartLine(product, qty);
    items.push({ ...line, total: Math.round(line.price * qty * 100) / 100 });
  }
  return items;
}

/**
 * POST /api/pages/wizards/checkout: checks the cart, coupon, address and payment, then places a
 * real order in the e-commerce orders (the signed-in user as the customer, paid by card or
 * PayPal, Dispatched), with its items; the order list and details then show it.
 */
export function placeCheckoutOrder(
  context: CheckoutContext,
  body: unknown,
): Outcome<CheckoutOrderResult> {
  const { user, now } = context;
  if (!user) return notFound('No signed-in user.');
  const reader = new BodyReader(body);
  const requested = reader.list('lines', isCartRequest, { what: 'products and quantities' });
  if (requested?.length === 0) reader.fail('lines', 'The cart is empty.');
  const items = orderItems(requested ?? [], context.products, reader);
  const code = reader.string('coupon', { required: false, max: 40 });
  const coupon = code ? findCoupon(code) : undefined;
  if (code && !coupon) reader.fail('coupon', 'This coupon code is not valid.');
  const address = readAddress(reader);
  const payment = readPayment(reader, now);
  if (!reader.ok || !payment) return invalid(reader.errors);

  const totals = checkoutTotals(items, coupon?.percent);
  const customer = context.customers.find((c) => c.email === user.email);
  const order: Order = {
    id: nextId(context.orders),
    order: Math.max(0, ...context.orders.map((o) => o.order)) + 1,
    customerId: customer?.customerId ?? 0,
    customer: user.fullName,
    email: user.email,
    avatar: user.avatar,
    payment: 1,
    status: 'Dispatched',
    spent: totals.total,
    method: payment.method === 'card' ? 'mastercard' : 'paypalLogo',
    date: isoDate(now),
    time: clockTime(now),
    methodNumber: payment.method === 'card' ? Number(cardDigits(payment.cardNumber).slice(-4)) : 0,
    shippingAddress: address,
    billingAddress: address,
    items,
  };
  context.orders.unshift(order);
  if (customer) {
    customer.order += 1;
    customer.totalSpent = Math.round((customer.totalSpent + totals.total) * 100) / 100;
  }
  return success({ order: { id: order.id, order: order.order, totals } });
}
