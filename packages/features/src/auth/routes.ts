import { createHref, defineRoutes, routePaths, type LazyScreen } from '../shared/feature-route.ts';

// The `auth` texts load at start (the login page reads them), so these routes list none.
const publicBlank = { access: 'public', layout: 'blank' } as const;
const guestBlank = { access: 'guest', layout: 'blank' } as const;

/**
 * `/login`, the app's own first screen (its router starts with it before any feature's routes):
 * the one place its path is written, which the app's login route and every "back to sign in" link read.
 */
export const LOGIN_PATH = '/login';

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

// Each flow's module, loaded with the first of its routes (a chunk per flow).
const login = () => import('./login/login-screens.tsx');
const register = () => import('./register/register-page.tsx');
const forgotPassword = () => import('./forgot-password/forgot-password-page.tsx');
const resetPassword = () => import('./reset-password/reset-password-page.tsx');
const twoSteps = () => import('./two-steps/two-steps-screens.tsx');
const verifyEmail = () => import('./verify-email/verify-email-page.tsx');

/** Each page's screen in one look: the page's component with that `look`. */
const lookScreens: Record<AuthPage, (look: AuthLook) => LazyScreen> = {
  login: (look) => async () => ({ Component: (await login()).loginScreens[look] }),
  register: (look) => async () => ({ Component: (await register()).registerScreens[look] }),
  'forgot-password': (look) => async () => ({
    Component: (await forgotPassword()).forgotPasswordScreens[look],
  }),
  'reset-password': (look) => async () => ({
    Component: (await resetPassword()).resetPasswordScreens[look],
  }),
  'two-steps': (look) => async () => ({ Component: (await twoSteps()).twoStepsScreens[look] }),
  'verify-email': (look) => async () => ({
    Component: (await verifyEmail()).verifyEmailScreens[look],
  }),
};

/** `auth.<page>-<look>` at /pages/authentication/<page>-<look>, public and without the frame. */
const lookRoute = <P extends AuthPage, L extends AuthLook>(page: P, look: L) =>
  ({
    id: `auth.${page}-${look}`,
    path: `/pages/authentication/${page}-${look}`,
    ...publicBlank,
    load: lookScreens[page](look),
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
  { id: 'register', path: '/register', ...guestBlank, load: lookScreens.register('v1') },
  {
    id: 'forgotPassword',
    path: '/forgot-password',
    ...guestBlank,
    load: lookScreens['forgot-password']('v1'),
  },
  ...authPageRoutes,
  {
    id: 'auth.register-multi-steps',
    path: '/pages/authentication/register-multi-steps',
    ...publicBlank,
    load: async () => ({
      Component: (await import('./register-multi-steps/multi-step-register-page.tsx'))
        .MultiStepRegisterPage,
    }),
  },
]);

/** Route id → path pattern of every auth screen. */
export const authPaths = routePaths(authRoutes);

/** A link to an auth screen: `href('auth.reset-password-v1')`. */
export const href = createHref(authPaths);
