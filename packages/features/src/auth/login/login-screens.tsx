import type { AuthLook } from '../routes.ts';

import { useFinishSignIn } from '../finish-sign-in.ts';
import { lookScreens } from '../look-screens.tsx';
import { LoginPage } from './login-page.tsx';

/** The demo login pages hand the sign-in to the app, as `/login` does. */
function LoginLook({ look }: { look: AuthLook }) {
  return <LoginPage look={look} onSignedIn={useFinishSignIn()} />;
}

/** `auth.login-v1` and `-v2` (`/login` stays the app's own screen). */
export const loginScreens = lookScreens(LoginLook);
