/**
 * Extension: what a vehicle is doing, read from its progress along its route (0–100), and the
 * kinds of delivery exception its warnings name. The seed has no state field: the logistics
 * dashboard derives it by one rule, written here once.
 *
 * - 0 → `waiting` (at the depot, not yet started)
 * - 1–9 → `loading` (the first stretch of the trip is the loading bay)
 * - 10–89 → `onTheWay`
 * - 90–100 → `unloading` (at or next to its destination)
 */
export const VEHICLE_STATES = ['onTheWay', 'unloading', 'loading', 'waiting'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

/** Where each state starts, in progress points (the rule above). */
export const VEHICLE_STATE_FROM = { loading: 1, onTheWay: 10, unloading: 90 } as const;

export function vehicleStateOf(progress: number): VehicleState {
  if (progress >= VEHICLE_STATE_FROM.unloading) return 'unloading';
  if (progress >= VEHICLE_STATE_FROM.onTheWay) return 'onTheWay';
  if (progress >= VEHICLE_STATE_FROM.loading) return 'loading';
  return 'waiting';
}

/** A vehicle's `warnings` when nothing is wrong. */
export const NO_VEHICLE_WARNING = 'No Warnings';

/** The seeded warnings (SPEC §9) → the exception kind the dashboard counts them under. */
export const DELIVERY_EXCEPTION_KINDS = {
  'Fuel Problems': 'fuelProblems',
  'Temperature Not Optimal': 'temperatureNotOptimal',
  'Ecu Not Responding': 'ecuNotResponding',
  'Oil Leakage': 'oilLeakage',
} as const;
export type DeliveryExceptionKind =
  (typeof DELIVERY_EXCEPTION_KINDS)[keyof typeof DELIVERY_EXCEPTION_KINDS];
