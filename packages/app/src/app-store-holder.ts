import { effectiveRules } from './auth/effective-rules.ts';
import type { SessionState } from './auth/session-slice.ts';
import type { AbilityRule } from '@atrium/features/access/subjects';
import { readSession, writeSession, type SessionUser } from './auth/session-storage.ts';
import type { AppStore } from './store.ts';

/** What the login hands over: the login's answer with the parsed rules and "remember me". */
export interface SignIn {
  userData: SessionUser;
  accessToken: string;
  userAbilityRules: AbilityRule[];
  remember: boolean;
}

/**
 * The Redux store, created when the first signed-in frame loads, in that frame's chunk: the login
 * page and the other blank screens run without Redux and RTK Query (the login page's JavaScript budget, `npm run bench`).
 * Until the store exists, the session is the one in the cookies (the session lives there).
 */
export interface AppStoreHolder {
  /** The store, once a signed-in frame created it. */
  current: () => AppStore | undefined;
  /** The store, created on the first call. */
  load: () => Promise<AppStore>;
  /**
   * The session the guard checks: the store's (with a role preview's rules while one lasts), or
   * the cookies' before there is a store.
   */
  session: () => SessionState;
  /** Stores a new session: in the store when there is one (it writes the cookies), else the cookies. */
  signIn: (session: SignIn) => Promise<void>;
}

export function createAppStoreHolder(): AppStoreHolder {
  let store: AppStore | undefined;
  let loading: Promise<AppStore> | undefined;
  return {
    current: () => store,
    load: () =>
      (loading ??= import('./store.ts').then(({ createAppStore }) => (store = createAppStore()))),
    session: () => {
      if (!store) return { ...readSession(), remember: true };
      const state = store.getState();
      return { ...state.session, abilityRules: effectiveRules(state) };
    },
    signIn: async (session) => {
      if (store) {
        const { signedIn } = await import('./auth/session-slice.ts');
        store.dispatch(signedIn(session));
        return;
      }
      writeSession(
        {
          userData: session.userData,
          accessToken: session.accessToken,
          abilityRules: session.userAbilityRules,
        },
        session.remember,
      );
    },
  };
}
