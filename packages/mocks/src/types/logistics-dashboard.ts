import type { DeliveryExceptionKind, VehicleState } from '../values/vehicle-states.ts';
import type { DashboardPeriod, DashboardTrend } from './dashboard.ts';
export type { DeliveryExceptionKind, VehicleState } from '../values/vehicle-states.ts';

/**
 * Extension: the logistics dashboard (`GET /api/dashboards/logistics/<card>`), computed from the
 * seeded vehicles, orders and reviews, and from seeded series where no record exists (shipments
 * per month, delivery times, time spent in a state).
 */

/** GET …/vehicles-overview: the fleet by state (values/vehicle-states.ts has the rule). */
export interface LogisticsVehiclesOverview {
  total: number;
  /** Every state, in VEHICLE_STATES order, even with no vehicle. */
  states: {
    state: VehicleState;
    count: number;
    /** count / total, 0 to 1 (4 decimals). */
    share: number;
    /** Average hours the state's vehicles have been in it; null with no vehicle. */
    averageHours: number | null;
  }[];
}

/** GET …/shipments: shipments sent and delivered per calendar month, the current one to date. */
export interface LogisticsShipments {
  months: { month: string; shipments: number; deliveries: number }[];
  totalShipments: number;
  totalDeliveries: number;
  /** totalDeliveries / totalShipments, 0 to 1 (4 decimals). */
  deliveryRate: number;
}

/** GET …/performance: six measures of the last 30 days against the 30 before. */
export interface LogisticsPerformance {
  period: DashboardPeriod;
  inTransit: DashboardTrend;
  outForDelivery: DashboardTrend;
  delivered: DashboardTrend;
  /** Delivered share of the period's orders, 0 to 1. */
  successRate: DashboardTrend;
  /** Days from order to delivery, averaged over the period's delivered orders. */
  averageDeliveryDays: DashboardTrend;
  /** Average review rating (1–5) of the period's reviews. */
  rating: DashboardTrend;
}

export type LogisticsPerformanceMeasure = Exclude<keyof LogisticsPerformance, 'period'>;

/** GET …/exceptions: the vehicles' warnings by kind. */
export interface LogisticsExceptions {
  /** Vehicles with a warning. */
  total: number;
  /** Every kind with at least one vehicle, most first. */
  kinds: { kind: DeliveryExceptionKind; count: number }[];
}
