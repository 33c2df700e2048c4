import { useNavigate } from 'react-router-dom';

import { LoginPage } from '@atrium/features/auth';

import { parseAbilityRules } from '../auth/ability-rules.ts';
import { useSignIn } from '../auth/sign-in-context.ts';

/** /login: stores the session the sign-in page hands over, then goes to `to` or home by role. */
export function LoginScreen() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={async ({ userData, accessToken, userAbilityRules, remember }) => {
        // The guard's links come with the route table, which the next screen needs anyway: the
        // login page itself never downloads it (create-app-router.tsx).
        const [{ afterLoginTarget }] = await Promise.all([
          import('../routing/guard.ts'),
          signIn({
            userData,
            accessToken,
            userAbilityRules: parseAbilityRules(userAbilityRules),
            remember,
          }),
        ]);
        await navigate(afterLoginTarget(userData.role, new URL(window.location.href)), {
          replace: true,
        });
      }}
    />
  );
}
