import { avatarPath } from '../../lib/asset-paths.ts';
import { addDays, addMinutes, clockTime, isoDate, startOfDay } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
import type { Order, OrderPaymentCode, OrderStatus, PaymentMethod } from '../../types/ecommerce.ts';
import { makePerson } from './people.ts';

const STATUSES: readonly OrderStatus[] = [
  'Delivered',
  'Ready to Pickup',
  'Out for Delivery',
  'Dispatched',
];
const PAYMENTS: readonly OrderPaymentCode[] = [1, 1, 1, 2, 3, 4];
const METHODS: readonly PaymentMethod[] = ['paypalLogo', 'mastercard'];

/** Orders of the last 120 days, newest dates spread randomly; order numbers rise with the id. */
export function seedOrders(now: Date, count = 100): Order[] {
  const rng = createRng('orders');
  const taken = new Set<string>();
  let orderNumber = 5400;
  return Array.from({ length: count }, (_, index) => {
    const person = makePerson(rng, taken);
    orderNumber += rng.int(1, 9);
    const placed = addMinutes(startOfDay(addDays(now, -rng.int(0, 120))), rng.int(7 * 60, 22 * 60));
    return {
      id: index + 1,
      order: orderNumber,
      customer: person.fullName,
      email: person.email,
      avatar: avatarPath(person.fullName),
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
