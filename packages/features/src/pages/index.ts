/**
 * The pages group (profile, account settings, pricing, FAQ, help center, sales table, dialog
 * examples, wizards). The app mounts `pagesRoutes`; pages load lazily from there.
 */
export { href as pagesHref, pagesPaths, pagesRoutes } from './routes.ts';
export { pagesLocaleLoaders, pagesResources, type PagesTexts } from './locales/index.ts';
