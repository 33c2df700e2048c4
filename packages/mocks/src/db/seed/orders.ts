import { addDays, addMinutes, clockTime, isoDate, startOfDay } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
import type {
  Customer,
  Order,
  OrderPaymentCode,
  OrderStatus,
  PaymentMethod,
} from '../../types/ecommerce.ts';
import { makePerson } from './people.ts';

const STATUSES: readonly OrderStatus[] = [
  'Delivered',
  'Ready to Pickup',
  'Out for Delivery',
  'Dispatched',
];
const PAYMENTS: readonly OrderPaymentCode[] = [1, 1, 1, 2, 3, 4];
const METHODS: readonly PaymentMethod[] = ['paypalLogo', 'mastercard'];

/**
 * Orders of the last 120 days, newest dates spread randomly; order numbers rise with the id. Each
 * is placed by one of `customers` (its customerId, name, email and avatar), so a customer's order
 * count and total follow from these rows (see `withOrderTotals`).
 */
export function seedOrders(now: Date, customers: readonly Customer[], count = 100): Order[] {
  const rng = createRng('orders');
  // Buyers come from a stream of their own, and the orders' stream still draws the name it once
  // used, so order numbers, dates, statuses and amounts stay what stories and baselines show.
  const buyers = createRng('order-buyers');
  const taken = new Set<string>();
  let orderNumber = 5400;
  return Array.from({ length: count }, (_, index) => {
    makePerson(rng, taken);
    const buyer = buyers.pick(customers);
    orderNumber += rng.int(1, 9);
    const placed = addMinutes(startOfDay(addDays(now, -rng.int(0, 120))), rng.int(7 * 60, 22 * 60));
    return {
      id: index + 1,
      order: orderNumber,
      customerId: buyer.customerId,
      customer: buyer.customer,
      email: buyer.email,
      avatar: buyer.avatar,
      payment: rng.pick(PAYMENTS),
      status: rng.pick(STATUSES),
      spent: rng.float(12, 980),
      method: rng.pick(METHODS),
      date: isoDate(placed),
      time: clockTime(placed),
      methodNumber: rng.int(1000, 9999),
    };
  });
}

/** The customers with `order` and `totalSpent` (to the cent) summed over the orders naming them. */
export function withOrderTotals(
  customers: readonly Customer[],
  orders: readonly Order[],
): Customer[] {
  const totals = new Map<number, { order: number; cents: number }>();
  for (const o of orders) {
    const sum = totals.get(o.customerId) ?? { order: 0, cents: 0 };
    sum.order += 1;
    sum.cents += Math.round(o.spent * 100);
    totals.set(o.customerId, sum);
  }
  return customers.map((c) => {
    const sum = totals.get(c.customerId);
    return { ...c, order: sum?.order ?? 0, totalSpent: (sum?.cents ?? 0) / 100 };
  });
}
