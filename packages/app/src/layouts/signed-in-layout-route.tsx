import { ToastProvider } from '@atrium/ui';

import { AbilityProvider } from '../auth/ability-context.tsx';
import { SnackbarHost } from '../snackbar/snackbar-host.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { RouteEffects } from './route-effects.tsx';

/**
 * The default and wall (coin360) frames with the user's abilities and the toast host (the store's
 * snackbar too), loaded lazily by the router: everything only a signed-in screen needs lives
 * behind this module, so the login page never downloads it. Toasts outlive every navigation
 * inside the frame.
 */
function SignedInLayoutRoute({ wall }: { wall: boolean }) {
  return (
    <AbilityProvider>
      <ToastProvider>
        <RouteEffects />
        <DefaultLayout wall={wall} />
        <SnackbarHost />
      </ToastProvider>
    </AbilityProvider>
  );
}

export const DefaultLayoutRoute = () => <SignedInLayoutRoute wall={false} />;
export const WallLayoutRoute = () => <SignedInLayoutRoute wall />;
