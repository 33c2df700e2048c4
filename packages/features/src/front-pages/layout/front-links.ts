import { ecommerceHref } from '../../ecommerce/index.ts';
import { href } from '../routes.ts';

/** The landing page's sections the top bar links to, in order; each is the section's id. */
export const LANDING_SECTIONS = ['home', 'features', 'team', 'faq', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** A landing section's address: the app scrolls to the hash, 60 px below the top. */
export const sectionLink = (section: LandingSection) => ({
  pathname: href('front.landing'),
  hash: `#${section}`,
});

/** Where "Admin" goes: the sign-in, or the dashboard when a session is stored. */
export const adminLink = (signedIn: boolean): string =>
  signedIn ? ecommerceHref('dashboards.ecommerce') : '/login';
