import { describe, expect, it } from 'vitest';

import { apiUnauthorized, signedInUserChanged } from '@atrium/features';

import { sessionUser as user } from '../testing/session-user.ts';
import { selectIsAuthenticated, sessionSlice, signedIn, signOut } from './session-slice.ts';

describe('session slice', () => {
  it('signs in with the login answer and out again', () => {
    const reducer = sessionSlice.reducer;
    let state = reducer(undefined, { type: 'init' });
    expect(selectIsAuthenticated({ session: state })).toBe(false);
    state = reducer(
      state,
      signedIn({
        userData: user,
        accessToken: 'tok',
        userAbilityRules: [{ action: 'manage', subject: 'all' }],
      }),
    );
    expect(selectIsAuthenticated({ session: state })).toBe(true);
    expect(state.abilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    state = reducer(state, signOut());
    expect(state).toEqual({ userData: null, accessToken: null, abilityRules: [], remember: false });
  });

  it('signs out when the API answers 401', () => {
    const reducer = sessionSlice.reducer;
    const state = reducer(
      reducer(undefined, signedIn({ userData: user, accessToken: 'tok', userAbilityRules: [] })),
      apiUnauthorized(),
    );
    expect(selectIsAuthenticated({ session: state })).toBe(false);
  });

  it("takes the user's own saved details, and ignores them when signed out", () => {
    const reducer = sessionSlice.reducer;
    const signedInState = reducer(
      undefined,
      signedIn({ userData: user, accessToken: 'tok', userAbilityRules: [] }),
    );
    const renamed = reducer(signedInState, signedInUserChanged({ fullName: 'Ada Lovelace' }));
    expect(renamed.userData).toEqual({ ...user, fullName: 'Ada Lovelace' });
    expect(renamed.accessToken).toBe('tok');
    const out = reducer(undefined, signedInUserChanged({ fullName: 'Ada Lovelace' }));
    expect(out.userData).toBeNull();
  });
});
