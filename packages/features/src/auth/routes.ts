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

const register = () => import('./register/register-page.tsx');
const forgotPassword = () => import('./forgot-password/forgot-password-page.tsx');
const resetPassword = () => import('./reset-password/reset-password-page.tsx');
const verifyEmail = () => import('./verify-email/verify-email-page.tsx');

/** The screens that have landed, by route id (each page its own chunk); the others are "coming soon". */
const screens: Readonly<Record<string, LazyScreen>> = {
  register: async () => ({ Component: (await register()).RegisterV1 }),
  'auth.register-v1': async () => ({ Component: (await register()).RegisterV1 }),
  'auth.register-v2': async () => ({ Component: (await register()).RegisterV2 }),
  'auth.register-multi-steps': async () => ({
    Component: (await import('./register-multi-steps/multi-step-register-page.tsx'))
      .MultiStepRegisterPage,
  }),
  forgotPassword: async () => ({ Component: (await forgotPassword()).ForgotPasswordV1 }),
  'auth.forgot-password-v1': async () => ({ Component: (await forgotPassword()).ForgotPasswordV1 }),
  'auth.forgot-password-v2': async () => ({ Component: (await forgotPassword()).ForgotPasswordV2 }),
  'auth.reset-password-v1': async () => ({ Component: (await resetPassword()).ResetPasswordV1 }),
  'auth.reset-password-v2': async () => ({ Component: (await resetPassword()).ResetPasswordV2 }),
  'auth.verify-email-v1': async () => ({ Component: (await verifyEmail()).VerifyEmailV1 }),
  'auth.verify-email-v2': async () => ({ Component: (await verifyEmail()).VerifyEmailV2 }),
};

/** `{ load }` when the route's screen has landed. */
const screenOf = (id: string): { load?: LazyScreen } => {
  const load = screens[id];
  return load ? { load } : {};
};

/** `auth.<page>-<look>` at /pages/authentication/<page>-<look>, public and without the frame. */
const lookRoute = <P extends AuthPage, L extends AuthLook>(page: P, look: L) =>
  ({
    id: `auth.${page}-${look}`,
    path: `/pages/authentication/${page}-${look}`,
    ...publicBlank,
    ...screenOf(`auth.${page}-${look}`),
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
  { id: 'register', path: '/register', ...guestBlank, ...screenOf('register') },
  { id: 'forgotPassword', path: '/forgot-password', ...guestBlank, ...screenOf('forgotPassword') },
  ...authPageRoutes,
  {
    id: 'auth.register-multi-steps',
    path: '/pages/authentication/register-multi-steps',
    ...publicBlank,
    ...screenOf('auth.register-multi-steps'),
  },
]);

/** Route id → path pattern of every auth screen. */
export const authPaths = routePaths(authRoutes);

/** A link to an auth screen: `href('auth.reset-password-v1')`. */
export const href = createHref(authPaths);
