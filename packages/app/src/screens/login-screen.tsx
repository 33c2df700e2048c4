import { useNavigate } from 'react-router-dom';

import { LoginPage } from '@atrium/features/auth';

import { parseAbilityRules } from '../auth/ability-rules.ts';
import { useSignIn } from '../auth/sign-in-context.ts';
import { afterLoginTarget } from '../routing/guard.ts';

/** /login: stores the session the sign-in page hands over, then goes to `to` or home by role. */
export function LoginScreen() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={async ({ userData, accessToken, userAbilityRules, remember }) => {
        await signIn({
          userData,
          accessToken,
          userAbilityRules: parseAbilityRules(userAbilityRules),
          remember,
        });
        await navigate(afterLoginTarget(userData.role, new URL(window.location.href)), {
          replace: true,
        });
      }}
    />
  );
}
