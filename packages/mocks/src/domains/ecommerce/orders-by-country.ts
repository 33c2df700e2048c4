import { COUNTRIES } from '../../db/seed/places.ts';
import { flagPath } from '../../lib/asset-paths.ts';
import type { Order, Product } from '../../types/ecommerce.ts';
import type {
  CountryOrders,
  OrdersByCountry,
  OrderStage,
  OrderStageCounts,
} from '../../types/orders-by-country.ts';
import { orderDetails } from './order-details.ts';

/**
 * Extension: where an open order stands, for the "orders by countries" cards. The contract's
 * statuses all come after the parcel left (Dispatched, Out for Delivery, Ready to Pickup,
 * Delivered), so the stage also reads the payment:
 * - `new`: its payment is pending (2): nothing is prepared before it is paid;
 * - `preparing`: paid and Ready to Pickup (packed, waiting at the pickup point);
 * - `shipping`: paid and Dispatched or Out for Delivery;
 * - none: delivered, or its payment was cancelled (3) or failed (4).
 */
export function orderStageOf(order: Pick<Order, 'status' | 'payment'>): OrderStage | null {
  if (order.status === 'Delivered' || order.payment === 3 || order.payment === 4) return null;
  if (order.payment === 2) return 'new';
  return order.status === 'Ready to Pickup' ? 'preparing' : 'shipping';
}

const noStages = (): OrderStageCounts => ({ new: 0, preparing: 0, shipping: 0 });
const cents = (value: number): number => Math.round(value * 100) / 100;
const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));

/**
 * The orders grouped by the country of their shipping address (the one their details call shows,
 * an edited address included). Countries are matched to the seeded list by name; another name
 * typed into an address is a group of its own, without code or flag.
 */
export function ordersByCountry(
  orders: readonly Order[],
  products: readonly Product[],
): OrdersByCountry {
  const groups = new Map<string, CountryOrders>();
  const stages = noStages();
  let total = 0;
  for (const order of orders) {
    const country = orderDetails(order, products).shippingAddress.country.trim();
    const key = country.toLowerCase();
    const known = byName.get(key);
    const code = known?.code ?? null;
    const group = groups.get(key) ?? {
      code,
      isoNumeric: known?.isoNumeric ?? null,
      country,
      flag: code === null ? null : flagPath(code),
      orders: 0,
      total: 0,
      stages: noStages(),
    };
    group.orders += 1;
    group.total = cents(group.total + order.spent);
    total = cents(total + order.spent);
    const stage = orderStageOf(order);
    if (stage) {
      group.stages[stage] += 1;
      stages[stage] += 1;
    }
    groups.set(key, group);
  }
  const countries = [...groups.values()].sort(
    (a, b) => b.orders - a.orders || b.total - a.total || a.country.localeCompare(b.country),
  );
  return { countries, totalOrders: orders.length, total, stages };
}
