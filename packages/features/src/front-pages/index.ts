/**
 * The public front pages (landing, pricing, payment, checkout, help center): the app mounts them
 * from `routes.ts`; this entry gives their texts, and the pricing, FAQ and help-center sections
 * the app's own pricing, FAQ and help center pages reuse.
 */
export { frontLocaleLoaders, frontResources, type FrontTexts } from './locales/index.ts';
export { frontRoutes, href } from './routes.ts';
export {
  ArticleCards,
  KnowledgeBase,
  matchingCategories,
} from './help-center/help-center-sections.tsx';
export { useHelpCenter, type HelpCenterState } from './help-center/use-help-center.ts';
export { PlanComparison } from './pricing/plan-comparison.tsx';
export { type CurrentPlanMark, usePlanHighlights } from './pricing/plan-card.tsx';
export {
  annualSaving,
  monthlyPrice,
  periodTotal,
  PLANS,
  type Billing,
  type Plan,
} from './pricing/plans.ts';
export { BillingSwitch, PricingPlans } from './pricing/pricing-plans.tsx';
export { FaqGroups, isBillingGroup } from './shared/faq-groups.tsx';
export { frontPageMeta, type FrontPageName } from './shared/use-page-meta.ts';
