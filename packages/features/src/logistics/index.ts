/**
 * Logistics: the fleet and its dashboard. The app mounts `logisticsRoutes`; the pages load lazily
 * from there.
 */
export { href as logisticsHref, logisticsPaths, logisticsRoutes } from './routes.ts';
export {
  logisticsLocaleLoaders,
  logisticsResources,
  type LogisticsTexts,
} from './locales/index.ts';
