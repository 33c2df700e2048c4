import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { apiUnauthorized, signedInUserChanged } from '@atrium/features';

import type { AbilityRule } from '@atrium/features/access/subjects';
import type { SessionUser, StoredSession } from './session-storage.ts';

export interface SessionState extends StoredSession {
  /** Keep the session after the browser closes. */
  remember: boolean;
}

const signedOut: SessionState = {
  userData: null,
  accessToken: null,
  abilityRules: [],
  remember: false,
};

/**
 * Who is signed in. The base API reads `session.accessToken` for its bearer header; a listener
 * in the store mirrors every change to the cookies (see `persistSession`).
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOut,
  reducers: {
    signedIn: (
      _state,
      action: PayloadAction<{
        userData: SessionUser;
        accessToken: string;
        userAbilityRules: AbilityRule[];
        remember?: boolean;
      }>,
    ) => ({
      userData: action.payload.userData,
      accessToken: action.payload.accessToken,
      abilityRules: action.payload.userAbilityRules,
      remember: action.payload.remember ?? true,
    }),
    signedOut: () => signedOut,
  },
  extraReducers: (builder) =>
    builder
      // A 401 from any endpoint ends the session.
      .addCase(apiUnauthorized, () => signedOut)
      // The user saved their own details: the session shows them without a new sign-in.
      .addCase(signedInUserChanged, (state, { payload }) => {
        if (state.userData) state.userData = { ...state.userData, ...payload };
      }),
  selectors: {
    selectSession: (state) => state,
    selectUser: (state) => state.userData,
    selectIsAuthenticated: (state) => Boolean(state.userData && state.accessToken),
  },
});

export const { signedIn, signedOut: signOut } = sessionSlice.actions;
export const { selectSession, selectUser, selectIsAuthenticated } = sessionSlice.selectors;
