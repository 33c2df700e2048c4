import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** The screens read the `pages` texts, loaded with the first of them. */
const namespaces = ['pages'] as const;
const profile = { action: 'read', subject: 'Profile', namespaces } as const;
const examples = { action: 'read', subject: 'Dashboard', namespaces } as const;
/** Open to everyone, in the app's frame (signed in or not). */
const open = { access: 'public', layout: 'default', namespaces } as const;
/** Pricing, FAQ and help center also draw the front pages' plan cards and help-center sections. */
const help = { ...open, namespaces: ['pages', 'front-pages'] } as const;

/**
 * The pages group the app mounts: profile, account settings, pricing, FAQ, help center, the sales
 * table, the dialog examples and the three wizards. Each page is its own chunk; a route without
 * `load` still shows the app's coming-soon screen.
 */
export const pagesRoutes = defineRoutes([
  {
    id: 'userProfile',
    path: '/pages/user-profile/:tab',
    ...profile,
    load: async () => ({
      Component: (await import('./user-profile/user-profile-page.tsx')).UserProfilePage,
    }),
  },
  {
    id: 'accountSettings',
    path: '/pages/account-settings/:tab',
    ...profile,
    // The billing history shows each invoice's status in the invoices' own words; the upgrade
    // dialog offers the front pages' plans.
    namespaces: ['pages', 'invoice', 'front-pages'],
    load: async () => ({
      Component: (await import('./account-settings/account-settings-page.tsx')).AccountSettingsPage,
    }),
  },
  {
    id: 'pricing',
    path: '/pages/pricing',
    ...help,
    load: async () => ({
      Component: (await import('./pricing/pricing-page.tsx')).PricingPage,
    }),
  },
  {
    id: 'faq',
    path: '/pages/faq',
    ...help,
    load: async () => ({ Component: (await import('./faq/faq-page.tsx')).FaqPage }),
  },
  {
    id: 'helpCenter',
    path: '/pages/help-center',
    ...help,
    load: async () => ({
      Component: (await import('./help-center/help-center-page.tsx')).HelpCenterPage,
    }),
  },
  {
    id: 'helpCenterArticle',
    path: '/pages/help-center/:category/:article',
    navId: 'helpCenter',
    ...help,
    load: async () => ({
      Component: (await import('./help-center/help-article-page.tsx')).HelpArticlePage,
    }),
  },
  {
    id: 'dataTable',
    path: '/tables/data-table',
    ...examples,
    load: async () => ({
      Component: (await import('./data-table/sales-table-page.tsx')).SalesTablePage,
    }),
  },
  {
    id: 'dialogExamples',
    path: '/pages/dialog-examples',
    ...examples,
    // "Edit user" is the user view's own dialog, with the users' texts; "Upgrade plan" offers
    // the front pages' plans.
    namespaces: ['pages', 'users', 'front-pages'],
    load: async () => ({
      Component: (await import('./dialog-examples/dialog-examples-page.tsx')).DialogExamplesPage,
    }),
  },
  {
    id: 'wizard.checkout',
    path: '/wizard-examples/checkout',
    ...examples,
    load: async () => ({
      Component: (await import('./wizards/checkout/checkout-page.tsx')).CheckoutPage,
    }),
  },
  {
    id: 'wizard.create-deal',
    path: '/wizard-examples/create-deal',
    ...examples,
    load: async () => ({
      Component: (await import('./wizards/create-deal/create-deal-page.tsx')).CreateDealPage,
    }),
  },
  {
    id: 'wizard.property-listing',
    path: '/wizard-examples/property-listing',
    ...examples,
    load: async () => ({
      Component: (await import('./wizards/property-listing/property-listing-page.tsx'))
        .PropertyListingPage,
    }),
  },
]);

/** Route id → path pattern of every page of the group. */
export const pagesPaths = routePaths(pagesRoutes);

/** A link to one of these pages: `href('userProfile', { tab: 'teams' })`. */
export const href = createHref(pagesPaths);
