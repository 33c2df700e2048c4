/**
 * The analytics and CRM dashboards: traffic, sales, earnings, support, campaigns, deals and
 * customers at a glance. The app mounts `analyticsRoutes`; pages load lazily from there.
 */
export { analyticsPaths, analyticsRoutes, href as analyticsHref } from './routes.ts';
export {
  analyticsLocaleLoaders,
  analyticsResources,
  type AnalyticsTexts,
} from './locales/index.ts';
