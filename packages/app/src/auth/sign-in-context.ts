import { createContext, useContext } from 'react';

import type { SignIn } from '../app-store-holder.ts';

/** How the login screen stores a session without knowing whether the store exists yet. */
export const SignInContext = createContext<((session: SignIn) => Promise<void>) | null>(null);

export function useSignIn(): (session: SignIn) => Promise<void> {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error('useSignIn needs the App (SignInContext) around it');
  return signIn;
}
