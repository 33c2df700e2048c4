import { HomeStatusScreen } from './status-screen.tsx';

/** Any unknown path, and /pages/misc/page-not-found. */
export function NotFound() {
  return <HomeStatusScreen code="404" texts="notFound" />;
}
