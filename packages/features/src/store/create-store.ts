import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { baseApi } from '../api/base-api.ts';

type ApiState = ReturnType<typeof baseApi.reducer>;

/** The store's state: the API cache plus the state of each extra slice. */
export type StoreState<R extends Record<string, Reducer>> = { api: ApiState } & {
  [K in keyof R]: ReturnType<R[K]>;
};

export interface CreateStoreOptions<R extends Record<string, Reducer>> {
  /** Slices beyond the API cache (the app adds its session). */
  reducers?: R;
  preloadedState?: Partial<StoreState<R>>;
}

/**
 * A new store per app, story and test, so nothing leaks between them. The API cache is always
 * present; the app passes its own slices and their types flow into the store's state.
 */
export function createStore<R extends Record<string, Reducer> = Record<never, Reducer>>({
  reducers,
  preloadedState,
}: CreateStoreOptions<R> = {}) {
  // combineReducers cannot infer a map built from a generic spread; the shape is StoreState<R>.
  const rootReducer = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    ...reducers,
  }) as unknown as Reducer<StoreState<R>>;
  // Per store, so a component's `addListener` (useRealtimeEvent) never hears another store.
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as StoreState<R> | undefined,
    middleware: (getDefault) =>
      getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
    // RTK Query's low-priority actions (an answer stored) notify the screens after a microtask
    // rather than at the next animation frame: an answer's render starts at once, and the frame
    // it lands in paints it, instead of idling until a frame only to start rendering there.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
