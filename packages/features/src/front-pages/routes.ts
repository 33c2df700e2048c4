import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Public, and outside the app's frames: the front pages bring their own top bar and footer. */
const front = { access: 'public', layout: 'none', namespaces: ['front-pages'] } as const;

/**
 * The marketing site the app mounts, the one place its paths are written. Each page is its own
 * chunk; none of them loads the Redux store or the fake API (README "Front pages").
 */
export const frontRoutes = defineRoutes([
  {
    id: 'front.landing',
    path: '/front-pages/landing',
    ...front,
    load: async () => ({ Component: (await import('./landing/landing-page.tsx')).LandingPage }),
  },
  {
    id: 'front.pricing',
    path: '/front-pages/pricing',
    ...front,
    load: async () => ({ Component: (await import('./pricing/pricing-page.tsx')).PricingPage }),
  },
  {
    id: 'front.payment',
    path: '/front-pages/payment',
    ...front,
    load: async () => ({ Component: (await import('./payment/payment-page.tsx')).PaymentPage }),
  },
  {
    id: 'front.checkout',
    path: '/front-pages/checkout',
    ...front,
    load: async () => ({ Component: (await import('./checkout/checkout-page.tsx')).CheckoutPage }),
  },
  {
    id: 'front.help-center',
    path: '/front-pages/help-center',
    ...front,
    load: async () => ({
      Component: (await import('./help-center/help-center-page.tsx')).HelpCenterPage,
    }),
  },
]);

/** Route id → path pattern of every front page. */
export const frontPaths = routePaths(frontRoutes);

/** A link to a front page: `href('front.pricing')`. */
export const href = createHref(frontPaths);
