import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { baseApi } from '../api/base-api.ts';

export interface CreateStoreOptions {
  /** Slices beyond the API cache (the app adds its session and settings). */
  reducers?: Record<string, Reducer>;
  preloadedState?: Record<string, unknown>;
}

/**
 * A new store per app, story and test, so nothing leaks between them. The API cache is always
 * present; the app passes its own slices.
 */
export function createStore({ reducers = {}, preloadedState }: CreateStoreOptions = {}) {
  const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer, ...reducers });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
