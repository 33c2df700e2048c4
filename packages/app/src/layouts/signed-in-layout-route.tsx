import { Provider as ReduxProvider } from 'react-redux';

import { ToastProvider } from '@atrium/ui';

import { AbilityProvider } from '../auth/ability-context.tsx';
import { useCurrentRoute } from '../routing/use-current-route.ts';
import { SnackbarHost } from '../snackbar/snackbar-host.tsx';
import type { AppStore } from '../store.ts';
import { DefaultLayout } from './default-layout.tsx';
import { FrameListeners } from './frame-listeners.tsx';
import { RouteEffects } from './route-effects.tsx';

/**
 * The default and wall (coin360) frames with the Redux store, the user's abilities and the toast
 * host (the store's snackbar too), loaded lazily by the router: everything only a signed-in
 * screen needs lives behind this module, so the login page never downloads it. Toasts outlive
 * every navigation inside the frame, the switch to the wall view and back included.
 */
export function SignedInLayoutRoute({ store }: { store: AppStore }) {
  const wall = useCurrentRoute()?.layout === 'coin360';
  return (
    <ReduxProvider store={store}>
      <AbilityProvider>
        <ToastProvider>
          <RouteEffects />
          <FrameListeners />
          <DefaultLayout wall={wall} />
          <SnackbarHost />
        </ToastProvider>
      </AbilityProvider>
    </ReduxProvider>
  );
}
