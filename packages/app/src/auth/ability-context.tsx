import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';

import type { RootState } from '../store.ts';
import { createAppAbility, type AppAbility } from './ability.ts';

const AbilityContext = createContext<AppAbility>(createAppAbility());

/** The signed-in user's abilities (CASL), rebuilt when the session's rules change. */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const rules = useSelector((state: RootState) => state.session.abilityRules);
  const signedIn = useSelector((state: RootState) => Boolean(state.session.accessToken));
  const ability = useMemo(() => createAppAbility(signedIn ? rules : []), [rules, signedIn]);
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>;
}

export function useAppAbility(): AppAbility {
  return useContext(AbilityContext);
}
