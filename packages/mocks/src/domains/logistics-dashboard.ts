import type { Db } from '../db/schema.ts';
import { isoDate, toTimestamp } from '../lib/dates.ts';
import { createRng } from '../lib/prng.ts';
import type { Order, Review } from '../types/ecommerce.ts';
import type { Vehicle } from '../types/logistics.ts';
import type {
  LogisticsExceptions,
  LogisticsPerformance,
  LogisticsShipments,
  LogisticsVehiclesOverview,
} from '../types/logistics-dashboard.ts';
import {
  DELIVERY_EXCEPTION_KINDS,
  VEHICLE_STATES,
  vehicleStateOf,
  type DeliveryExceptionKind,
  type VehicleState,
} from '../values/vehicle-states.ts';
import { inPeriod, ordersIn, periods, trend } from './ecommerce/dashboard.ts';

/**
 * Extension: the logistics dashboard's figures, pure functions over the db and "now". The
 * vehicles, orders and reviews are read as they are; what no record holds comes from series
 * seeded by a stable key (a vehicle's id, an order's id, a month), so every load agrees:
 * - a vehicle's hours in its current state: VEHICLE_STATE_HOURS for its state;
 * - an order's days from order to delivery: DELIVERY_DAYS;
 * - shipments sent and delivered per calendar month (`logistics-shipments-<yyyy-mm>`), the
 *   current month in proportion to its days gone.
 */

/** The range of hours a vehicle spends in each state, for its seeded time in it. */
export const VEHICLE_STATE_HOURS: Readonly<Record<VehicleState, readonly [number, number]>> = {
  waiting: [1, 12],
  loading: [0.5, 3],
  onTheWay: [4, 48],
  unloading: [0.5, 4],
};
/** The range of days between an order and its delivery. */
export const DELIVERY_DAYS = [1, 7] as const;
/** Calendar months of the shipment statistics, the current one included. */
export const SHIPMENT_MONTHS = 8;

type LogisticsDb = Pick<Db, 'vehicles' | 'orders' | 'reviews'>;

const ratio = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
const mean = (values: readonly number[], decimals: number): number => {
  if (values.length === 0) return 0;
  const factor = 10 ** decimals;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * factor) / factor;
};

/** Hours `vehicle` has been in its current state (seeded by its id). */
export function hoursInState(vehicle: Vehicle): number {
  const [min, max] = VEHICLE_STATE_HOURS[vehicleStateOf(vehicle.progress)];
  return createRng(`vehicle-state-hours-${vehicle.id}`).float(min, max, 1);
}

export function vehiclesOverview(db: Pick<Db, 'vehicles'>): LogisticsVehiclesOverview {
  const total = db.vehicles.length;
  return {
    total,
    states: VEHICLE_STATES.map((state) => {
      const inState = db.vehicles.filter((v) => vehicleStateOf(v.progress) === state);
      return {
        state,
        count: inState.length,
        share: ratio(inState.length, total),
        averageHours: inState.length === 0 ? null : mean(inState.map(hoursInState), 1),
      };
    }),
  };
}

/** Shipments and deliveries of one calendar month (`2026-03`), in full. */
export function monthShipments(month: string): { shipments: number; deliveries: number } {
  const rng = createRng(`logistics-shipments-${month}`);
  const shipments = rng.int(3_200, 5_400);
  return { shipments, deliveries: shipments - rng.int(80, 900) };
}

export function shipmentStatistics(now: Date): LogisticsShipments {
  const year = now.getUTCFullYear();
  const current = now.getUTCMonth();
  // The current month counts the days gone (today included) of its length.
  const daysIn = new Date(Date.UTC(year, current + 1, 0)).getUTCDate();
  const soFar = now.getUTCDate() / daysIn;
  const months = Array.from({ length: SHIPMENT_MONTHS }, (_, i) => {
    const offset = SHIPMENT_MONTHS - 1 - i;
    const month = isoDate(new Date(Date.UTC(year, current - offset, 1))).slice(0, 7);
    const full = monthShipments(month);
    const part = offset === 0 ? soFar : 1;
    return {
      month,
      shipments: Math.round(full.shipments * part),
      deliveries: Math.round(full.deliveries * part),
    };
  });
  const totalShipments = months.reduce((s, m) => s + m.shipments, 0);
  const totalDeliveries = months.reduce((s, m) => s + m.deliveries, 0);
  return {
    months,
    totalShipments,
    totalDeliveries,
    deliveryRate: ratio(totalDeliveries, totalShipments),
  };
}

/** Days from `order` to its delivery (seeded by its id). */
export function deliveryDays(order: Order): number {
  return createRng(`delivery-days-${order.id}`).float(DELIVERY_DAYS[0], DELIVERY_DAYS[1], 1);
}

/** The day a review was written, ISO, or '' when its date cannot be read. */
function reviewDay(review: Review): string {
  const time = toTimestamp(review.date);
  return Number.isNaN(time) ? '' : isoDate(new Date(time));
}

/** The six measures of one period's orders and reviews. */
function measures(orders: readonly Order[], reviews: readonly Review[]) {
  const delivered = orders.filter((o) => o.status === 'Delivered');
  return {
    inTransit: orders.filter((o) => o.status === 'Dispatched').length,
    outForDelivery: orders.filter((o) => o.status === 'Out for Delivery').length,
    delivered: delivered.length,
    successRate: ratio(delivered.length, orders.length),
    averageDeliveryDays: mean(delivered.map(deliveryDays), 1),
    rating: mean(
      reviews.map((r) => r.review),
      2,
    ),
  };
}

export function deliveryPerformance(db: LogisticsDb, now: Date): LogisticsPerformance {
  const { current, previous } = periods(now);
  const reviewsIn = (period: typeof current) =>
    db.reviews.filter((r) => inPeriod(reviewDay(r), period));
  const now30 = measures(ordersIn(db.orders, current), reviewsIn(current));
  const before = measures(ordersIn(db.orders, previous), reviewsIn(previous));
  const of = (key: keyof typeof now30) => trend(now30[key], before[key]);
  return {
    period: current,
    inTransit: of('inTransit'),
    outForDelivery: of('outForDelivery'),
    delivered: of('delivered'),
    successRate: of('successRate'),
    averageDeliveryDays: of('averageDeliveryDays'),
    rating: of('rating'),
  };
}

const isKnownWarning = (warning: string): warning is keyof typeof DELIVERY_EXCEPTION_KINDS =>
  Object.hasOwn(DELIVERY_EXCEPTION_KINDS, warning);

export function deliveryExceptions(db: Pick<Db, 'vehicles'>): LogisticsExceptions {
  const counts = new Map<DeliveryExceptionKind, number>();
  for (const { warnings } of db.vehicles) {
    if (!isKnownWarning(warnings)) continue;
    const kind = DELIVERY_EXCEPTION_KINDS[warnings];
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const kinds = [...counts].map(([kind, count]) => ({ kind, count }));
  kinds.sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  return { total: kinds.reduce((s, k) => s + k.count, 0), kinds };
}
