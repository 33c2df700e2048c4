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
// Other features' screens read the shop's products and store settings (the invoice editor's item
// picker and its header); only the hooks leave the folder, never the pages.
export { useGetProductsQuery } from './api/products.ts';
export { useGetSettingsQuery } from './api/settings.ts';
// The dialog examples' "Refer and earn" invites through the referral programme's own call.
export { useGetReferralSummaryQuery, useInviteReferralMutation } from './api/referrals.ts';
