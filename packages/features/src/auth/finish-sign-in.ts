import { createContext, useContext } from 'react';

import type { LoginResponse } from './api.ts';

/** A sign-in's answer (login, register, two steps), with the "remember me" choice. */
export type SignedIn = LoginResponse & { remember: boolean };

/**
 * What an auth screen calls with a sign-in's answer: the app stores the session and goes to the
 * visitor's first screen (a `to` in the URL, else home by role). It resolves once navigation has
 * started, so a submit button can spin until the page changes.
 */
export type FinishSignIn = (answer: SignedIn) => Promise<void>;

/** The app's `FinishSignIn`; stories and tests provide their own. */
export const FinishSignInContext = createContext<FinishSignIn | null>(null);

export function useFinishSignIn(): FinishSignIn {
  const finish = useContext(FinishSignInContext);
  if (!finish) throw new Error('useFinishSignIn needs a FinishSignInContext provider (the App)');
  return finish;
}
