import { createHref, defineRoutes, routePaths, type LazyScreen } from '../shared/feature-route.ts';

// The `auth` texts load at start (the login page reads them), so these routes list none.
const publicBlank = { access: 'public', layout: 'blank' } as const;
const guestBlank = { access: 'guest', layout: 'blank' } as const;

/** The demo authentication pages, in this order in the menu: each in two looks, v1 and v2. */
export const AUTH_PAGES = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'two-steps',
  'verify-email',
] as const;
export type AuthPage = (typeof AUTH_PAGES)[number];

/** v1: the centred card; v2: the split screen with an illustration. */
export const AUTH_LOOKS = ['v1', 'v2'] as const;
export type AuthLook = (typeof AUTH_LOOKS)[number];

/** The pages that have landed: each look's screen, a chunk of its own. */
const lookScreens: Partial<Record<AuthPage, (look: AuthLook) => LazyScreen>> = {
  login: (look) => async () => ({
    Component: (await import('./login/login-screens.tsx')).loginScreens[look],
  }),
  'two-steps': (look) => async () => ({
    Component: (await import('./two-steps/two-steps-screens.tsx')).twoStepsScreens[look],
  }),
};

/** `auth.<page>-<look>` at /pages/authentication/<page>-<look>, public and without the frame. */
const lookRoute = <P extends AuthPage, L extends AuthLook>(page: P, look: L) =>
  ({
    id: `auth.${page}-${look}`,
    path: `/pages/authentication/${page}-${look}`,
    ...publicBlank,
    load: lookScreens[page]?.(look),
  }) as const;

/** Each page in its two looks, as routes (the navigation's "Authentication" group lists them). */
export const authPageRoutes = defineRoutes(
  AUTH_PAGES.flatMap((page) => AUTH_LOOKS.map((look) => lookRoute(page, look))),
);

/**
 * The auth screens the app mounts beyond `/login` (the app's own first screen), the one place
 * their paths are written: `/register` and `/forgot-password` are for visitors only, the demo
 * variants public. Each screen is its own chunk.
 */
export const authRoutes = defineRoutes([
  { id: 'register', path: '/register', ...guestBlank },
  { id: 'forgotPassword', path: '/forgot-password', ...guestBlank },
  ...authPageRoutes,
  {
    id: 'auth.register-multi-steps',
    path: '/pages/authentication/register-multi-steps',
    ...publicBlank,
  },
]);

/** Route id → path pattern of every auth screen. */
export const authPaths = routePaths(authRoutes);

/** A link to an auth screen: `href('auth.reset-password-v1')`. */
export const href = createHref(authPaths);
