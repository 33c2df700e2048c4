import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

import type { AppDispatch, AppStore } from '../store/create-store.ts';

type State = ReturnType<AppStore['getState']>;

/** An endpoint's `initiate` (`invoicesApi.endpoints.getInvoices.initiate`). */
export type Initiate<Arg> = (
  arg: Arg,
  options: { subscribe: false },
) => ThunkAction<PromiseLike<unknown>, State, unknown, UnknownAction>;

/**
 * A list search's `askAhead` (`useTypedSearch`, from `useListPage`'s `initiate`): starts the
 * endpoint's call without subscribing and answers its promise, so the list can take the typed text
 * once the rows are in the cache. No endpoint, no askAhead.
 */
export function useAskAhead<Arg>(
  initiate: Initiate<Arg> | undefined,
): ((arg: Arg) => PromiseLike<unknown>) | undefined {
  const dispatch = useDispatch<AppDispatch>();
  const ask = useCallback(
    (arg: Arg) => (initiate ? dispatch(initiate(arg, { subscribe: false })) : Promise.resolve()),
    [dispatch, initiate],
  );
  return initiate ? ask : undefined;
}
