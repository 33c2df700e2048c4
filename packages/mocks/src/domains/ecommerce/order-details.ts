import { COUNTRIES } from '../../db/seed/places.ts';
import { minutesOfDay } from '../../lib/dates.ts';
import { createRng, type Rng } from '../../lib/prng.ts';
import type {
  Order,
  OrderActivity,
  OrderAddress,
  OrderDetails,
  OrderItem,
  OrdersSummary,
  Product,
} from '../../types/ecommerce.ts';

/** Tax the details call adds on top of the subtotal. */
export const ORDER_TAX_RATE = 0.08;
/** Flat shipping below the free-shipping threshold. */
export const ORDER_SHIPPING_FEE = 4.99;
export const FREE_SHIPPING_FROM = 100;

const STREETS = ['Maple Avenue', 'Harbour Road', 'Station Street', 'Park Lane', 'Mill Road'];
const HOUR_MS = 3_600_000;

const cents = (value: number): number => Math.round(value * 100) / 100;

function makeAddress(rng: Rng, name: string): OrderAddress {
  const country = rng.pick(COUNTRIES);
  return {
    name,
    line1: `${rng.int(1, 980)} ${rng.pick(STREETS)}`,
    line2: rng.chance(0.3) ? `Apt ${rng.int(1, 60)}` : '',
    city: rng.pick(country.cities),
    state: '',
    postalCode: String(rng.int(10_000, 99_999)),
    country: country.name,
  };
}

/** Lines whose totals add up to `subtotal` exactly (in cents); the last line takes the rest. */
function makeItems(rng: Rng, products: readonly Product[], subtotal: number): OrderItem[] {
  if (products.length === 0) return [];
  const picked = rng.sample(products, Math.min(products.length, rng.int(1, 3)));
  const weights = picked.map(() => rng.int(1, 4));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let left = Math.round(subtotal * 100);
  return picked.map((product, index) => {
    const last = index === picked.length - 1;
    const qty = last ? 1 : rng.int(1, 3);
    const share = Math.floor((subtotal * 100 * (weights[index] ?? 1)) / weightSum / qty);
    const unitCents = last ? left : Math.max(1, share);
    left -= unitCents * qty;
    return {
      productId: product.id,
      productName: product.productName,
      productBrand: product.productBrand,
      image: product.image,
      price: unitCents / 100,
      qty,
      total: (unitCents * qty) / 100,
    };
  });
}

/** Placed, confirmed, then the steps up to the order's status, each a little later. */
function makeActivity(order: Order): OrderActivity[] {
  const placed = Date.parse(`${order.date}T00:00:00Z`) + (minutesOfDay(order.time) || 0) * 60_000;
  const at = (hours: number) => new Date(placed + hours * HOUR_MS).toISOString();
  const steps: OrderActivity[] = [
    { kind: 'placed', at: at(0) },
    { kind: 'confirmed', at: at(2) },
    { kind: 'dispatched', at: at(26) },
  ];
  if (order.status === 'Ready to Pickup') steps.push({ kind: 'readyToPickup', at: at(72) });
  if (order.status === 'Out for Delivery' || order.status === 'Delivered')
    steps.push({ kind: 'outForDelivery', at: at(70) });
  if (order.status === 'Delivered') steps.push({ kind: 'delivered', at: at(76) });
  return steps;
}

/**
 * Extension: the details of an order, derived from its id, so every load gives the same items,
 * addresses and timeline. Subtotal + shipping + tax = `spent`; edited addresses win.
 */
export function orderDetails(order: Order, products: readonly Product[]): OrderDetails {
  const rng = createRng(`order-details-${order.id}`);
  const shipping = order.spent >= FREE_SHIPPING_FROM ? 0 : ORDER_SHIPPING_FEE;
  const subtotal = cents((order.spent - shipping) / (1 + ORDER_TAX_RATE));
  const tax = cents(order.spent - shipping - subtotal);
  const items = order.items ?? makeItems(rng, products, subtotal);
  const shippingAddress = makeAddress(rng, order.customer);
  const billingAddress = rng.chance(0.6)
    ? { ...shippingAddress }
    : makeAddress(rng, order.customer);
  return {
    ...order,
    items,
    subtotal,
    shipping,
    tax,
    shippingAddress: order.shippingAddress ?? shippingAddress,
    billingAddress: order.billingAddress ?? billingAddress,
    activity: makeActivity(order),
  };
}

/** Extension: GET /api/apps/ecommerce/orders/summary, the counts of the order list's widgets. */
export function ordersSummary(orders: readonly Order[]): OrdersSummary {
  const count = (test: (o: Order) => boolean) => orders.filter(test).length;
  return {
    pendingPayment: count((o) => o.payment === 2),
    completed: count((o) => o.payment === 1 && o.status === 'Delivered'),
    refunded: count((o) => o.payment === 3),
    failed: count((o) => o.payment === 4),
    total: orders.length,
  };
}
