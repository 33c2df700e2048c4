import { HomeStatusScreen } from './status-screen.tsx';

/** Where a signed-in user lands when a route's ability check fails. */
export function NotAuthorized() {
  return <HomeStatusScreen code="401" texts="notAuthorized" home="notAuthorized.home" />;
}
