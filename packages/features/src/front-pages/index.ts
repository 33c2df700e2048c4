/**
 * The public front pages (landing, pricing, payment, checkout, help center): the app mounts them
 * from `routes.ts`; this entry gives their texts, and the help-center sections other pages reuse.
 */
export { frontLocaleLoaders, frontResources, type FrontTexts } from './locales/index.ts';
export { frontRoutes, href } from './routes.ts';
export {
  ArticleCards,
  KnowledgeBase,
  matchingCategories,
} from './help-center/help-center-sections.tsx';
export { useHelpCenter, type HelpCenterState } from './help-center/use-help-center.ts';
