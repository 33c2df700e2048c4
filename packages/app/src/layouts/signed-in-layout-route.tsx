import { AbilityProvider } from '../auth/ability-context.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { RouteEffects } from './route-effects.tsx';

/**
 * The default and wall (coin360) frames with the user's abilities, loaded lazily by the router:
 * everything only a signed-in screen needs lives behind this module.
 */
function SignedInLayoutRoute({ wall }: { wall: boolean }) {
  return (
    <AbilityProvider>
      <RouteEffects />
      <DefaultLayout wall={wall} />
    </AbilityProvider>
  );
}

export const DefaultLayoutRoute = () => <SignedInLayoutRoute wall={false} />;
export const WallLayoutRoute = () => <SignedInLayoutRoute wall />;
