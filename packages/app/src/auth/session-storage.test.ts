import { afterEach, describe, expect, it } from 'vitest';

import { sessionUser as user } from '../testing/session-user.ts';
import { isAuthenticated, readSession, writeSession } from './session-storage.ts';

afterEach(() => writeSession({ userData: null, accessToken: null, abilityRules: [] }));

describe('session storage', () => {
  it('round-trips the session through cookies', () => {
    writeSession({
      userData: user,
      accessToken: 'tok',
      abilityRules: [{ action: 'manage', subject: 'all' }],
    });
    expect(readSession()).toEqual({
      userData: user,
      accessToken: 'tok',
      abilityRules: [{ action: 'manage', subject: 'all' }],
    });
  });

  it('is authenticated only with both user data and a token', () => {
    expect(isAuthenticated({ userData: user, accessToken: 'tok' })).toBe(true);
    expect(isAuthenticated({ userData: user, accessToken: null })).toBe(false);
    expect(isAuthenticated({ userData: null, accessToken: 'tok' })).toBe(false);
  });

  it('ignores corrupt or hostile cookies', () => {
    const session = readSession(
      'userData=%7Bbroken; accessToken=; userAbilityRules=%5B%7B%22action%22%3A1%7D%5D',
    );
    expect(session).toEqual({ userData: null, accessToken: null, abilityRules: [] });
  });

  it('clears everything on sign-out', () => {
    writeSession({ userData: user, accessToken: 'tok', abilityRules: [] });
    writeSession({ userData: null, accessToken: null, abilityRules: [] });
    expect(readSession()).toEqual({ userData: null, accessToken: null, abilityRules: [] });
  });
});
