/**
 * Logistics: the fleet screen (vehicles on a map and in a list), the dashboard and the vehicles
 * table it places. The app mounts `logisticsRoutes`; the pages load lazily from there.
 */
export { href as logisticsHref, logisticsPaths, logisticsRoutes } from './routes.ts';
export {
  logisticsLocaleLoaders,
  logisticsResources,
  type LogisticsTexts,
} from './locales/index.ts';
export { fleetApi, useGetFleetQuery, useGetVehiclesQuery } from './api/fleet.ts';
export { VehiclesTable } from './vehicles/vehicles-table.tsx';
export { VehicleWarningChip } from './vehicle-warning.tsx';
