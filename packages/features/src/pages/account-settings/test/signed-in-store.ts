import { createStore } from '../../../store/create-store.ts';

/**
 * A store signed in as `userId` (the app's session slice holds the token; the base API sends
 * it): the account settings' calls answer only the token's account.
 */
export function signedInStore(userId = 1) {
  const accessToken = `atrium-mock.${userId}.story`;
  return createStore({
    reducers: { session: (state: { accessToken: string } = { accessToken }) => state },
  });
}
