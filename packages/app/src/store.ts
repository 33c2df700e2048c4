import { baseApi, createStore } from '@atrium/features';

import { rolePreviewSlice } from './auth/role-preview-slice.ts';
import { sessionSlice, signOut } from './auth/session-slice.ts';
import { readSession, writeSession } from './auth/session-storage.ts';
import { snackbarSlice } from './snackbar/snackbar-slice.ts';

/** The app's slices beside the API cache: the session, a role preview and the snackbar. */
export const appReducers = {
  session: sessionSlice.reducer,
  rolePreview: rolePreviewSlice.reducer,
  snackbar: snackbarSlice.reducer,
};

/**
 * The app's store: the shared API cache plus the session, restored from its cookies and written
 * back on every change. Signing out also empties the API cache.
 */
export function createAppStore() {
  const stored = readSession();
  const store = createStore({
    reducers: appReducers,
    preloadedState: { session: { ...stored, remember: true } },
  });
  let last = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session === last) return;
    const wasSignedIn = Boolean(last.accessToken);
    last = session;
    writeSession(session, session.remember);
    if (wasSignedIn && !session.accessToken) store.dispatch(baseApi.util.resetApiState());
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export { signOut };
