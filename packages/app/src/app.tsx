import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';

import { AppearanceProvider } from '@atrium/ui';

import type { SignIn } from './app-store-holder.ts';
import { SignInContext } from './auth/sign-in-context.ts';
import type { AppRouter } from './routing/create-app-router.tsx';

export interface AppProps {
  i18n: I18n;
  /** Created before the texts arrive, so the first screen's chunks load side by side with them. */
  router: AppRouter;
  signIn: (session: SignIn) => Promise<void>;
}

/**
 * Providers, outermost first: language, appearance, then routes. The Redux store and the abilities
 * come with the signed-in frame (see `createAppStoreHolder`).
 */
export function App({ i18n, router, signIn }: AppProps) {
  return (
    <SignInContext.Provider value={signIn}>
      <I18nextProvider i18n={i18n}>
        <AppearanceProvider>
          <RouterProvider router={router} />
        </AppearanceProvider>
      </I18nextProvider>
    </SignInContext.Provider>
  );
}
