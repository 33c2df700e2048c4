/**
 * The e-commerce back office: dashboard, products, categories, orders, customers, reviews,
 * referrals and settings. The app mounts `ecommerceRoutes`; pages load lazily from there.
 */
export { ecommercePaths, ecommerceRoutes, href as ecommerceHref } from './routes.ts';
export {
  ecommerceLocaleLoaders,
  ecommerceResources,
  type EcommerceTexts,
} from './locales/index.ts';
/** The store settings (name, address, currency), for screens that print the shop's header. */
export { useGetSettingsQuery } from './api/settings.ts';
