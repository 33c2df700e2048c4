import { LOGIN_PATH } from '@atrium/features/auth/routes';

import type { LazyScreen } from './screens.ts';

/**
 * The login's route (one entry of route-table.ts's list): the one screen the router starts with
 * before the route table has loaded, so a visitor's first screen never downloads the table and
 * every feature's routes (see create-app-router.tsx).
 */
export const loginRoute = {
  id: 'login',
  path: LOGIN_PATH,
  access: { kind: 'guest' },
  layout: 'blank',
} as const;

export const loginScreen: LazyScreen = async () => ({
  Component: (await import('../screens/login-screen.tsx')).LoginScreen,
});
