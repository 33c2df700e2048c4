import type { FinishSignIn } from '@atrium/features/auth';

import type { SignIn } from '../app-store-holder.ts';
import type { AppRouter } from '../routing/create-app-router.tsx';
import { parseAbilityRules } from './ability-rules.ts';

/**
 * Every auth screen's end (login, register, two steps): store the session, then go to `to` or
 * home by role. The guard's links come with the route table, which the next screen needs anyway:
 * the login page itself never downloads it (create-app-router.tsx).
 */
export function createFinishSignIn(
  signIn: (session: SignIn) => Promise<void>,
  router: Pick<AppRouter, 'navigate'>,
): FinishSignIn {
  return async ({ userData, accessToken, userAbilityRules, remember }) => {
    const [{ afterLoginTarget }] = await Promise.all([
      import('../routing/guard.ts'),
      signIn({
        userData,
        accessToken,
        userAbilityRules: parseAbilityRules(userAbilityRules),
        remember,
      }),
    ]);
    await router.navigate(afterLoginTarget(userData.role, new URL(window.location.href)), {
      replace: true,
    });
  };
}
