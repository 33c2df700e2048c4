/** A vehicle's warnings, as the vehicles and fleet calls answer them (`Vehicle.warnings`). */
export const VEHICLE_WARNINGS = [
  'No Warnings',
  'Fuel Problems',
  'Temperature Not Optimal',
  'Ecu Not Responding',
  'Oil Leakage',
] as const;

export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number];

/** The warning that says all is well. */
export const NO_WARNINGS: VehicleWarning = 'No Warnings';
