import { useMatches } from 'react-router-dom';

import type { AppRouteDef } from './route-table.ts';

/**
 * Handle of every screen route: layouts and titles read it through `useMatches`. It lives here,
 * with the hook that reads it, so the layouts never import the router that mounts them.
 */
export interface ScreenHandle {
  def: AppRouteDef;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'def' in handle;
}

/** The definition of the deepest matched screen route, if any. */
export function useCurrentRoute(): AppRouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.def;
  }
  return undefined;
}

/** The app-namespace key of a route's title (`routes.<id>`); ids are data, so the key is untyped. */
export function routeTitleKey(id: string): never {
  return `routes.${id}` as never;
}
