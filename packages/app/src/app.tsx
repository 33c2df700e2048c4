import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';

import { FinishSignInContext } from '@atrium/features/auth';

import { AppearanceProvider } from '@atrium/ui';

import type { SignIn } from './app-store-holder.ts';
import { createFinishSignIn } from './auth/finish-sign-in.ts';
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
  const finishSignIn = useMemo(() => createFinishSignIn(signIn, router), [signIn, router]);
  return (
    <FinishSignInContext.Provider value={finishSignIn}>
      <I18nextProvider i18n={i18n}>
        <AppearanceProvider>
          <RouterProvider router={router} />
        </AppearanceProvider>
      </I18nextProvider>
    </FinishSignInContext.Provider>
  );
}
