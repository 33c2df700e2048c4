import type { AppAbility } from '@atrium/features/access/ability';
import { firstAllowedPath } from './first-allowed-path.ts';
import { href, type RouteAccess } from './route-table.ts';

export type { RouteAccess };

export interface GuardInput {
  /** Access of the matched route and its parents, outermost first. */
  matched: readonly RouteAccess[];
  authenticated: boolean;
  ability: AppAbility;
  /** The target URL: pathname and search. */
  url: URL;
}

/**
 * The route guard, as a pure function: the path to redirect to, or null to go on.
 * 1. Public routes pass. 2. Guest-only routes send a signed-in user to the e-commerce dashboard.
 * 3. Otherwise every matched route's ability must hold: a signed-in user who lacks one goes to
 *    not-authorized; a visitor goes to login with the original query and `to` = the target path
 *    (omitted when the target is `/`).
 */
export function guard({ matched, authenticated, ability, url }: GuardInput): string | null {
  if (matched.length === 0 || matched.some((m) => m.kind === 'public')) return null;
  if (matched.some((m) => m.kind === 'guest')) {
    return authenticated ? href('dashboards.ecommerce') : null;
  }
  const allowed =
    authenticated &&
    matched.every((m) => m.kind !== 'protected' || ability.can(m.action, m.subject));
  if (allowed) return null;
  if (authenticated) return href('misc.notAuthorized');
  return loginRedirect(url);
}

/** `/login` keeping the target's query, plus `to` (omitted for `/`). */
export function loginRedirect(url: URL): string {
  const query = new URLSearchParams(url.search);
  if (url.pathname !== '/') query.set('to', url.pathname);
  else query.delete('to');
  const search = query.toString();
  return `${href('login')}${search ? `?${search}` : ''}`;
}

/**
 * `/admin` and `/`: by role (admin and a registered subscriber → dashboard, client → access
 * control, a permission-page role's account → the first screen its abilities allow), else login
 * keeping the query.
 */
export function homeRedirect(role: string | undefined, url: URL, ability: AppAbility): string {
  if (role === 'admin' || role === 'subscriber') return href('dashboards.ecommerce');
  if (role === 'client') return href('accessControl');
  if (role !== undefined) return firstAllowedPath(ability);
  return `${href('login')}${url.search}`;
}

/** Where to go after login: a safe same-app `to`, else home by role. */
export function afterLoginTarget(role: string, url: URL, ability: AppAbility): string {
  const to = url.searchParams.get('to');
  // Only app-relative paths: `//evil.example` or `https://…` would leave the app.
  if (to && to.startsWith('/') && !to.startsWith('//')) return to;
  return homeRedirect(role, new URL('/', url), ability);
}
