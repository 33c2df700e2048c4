import type { FinishSignIn } from '@atrium/features/auth';

import type { SignIn } from '../app-store-holder.ts';
import type { AppRouter } from '../routing/create-app-router.tsx';
import { parseAbilityRules } from '@atrium/features/access/subjects';

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
    const rules = parseAbilityRules(userAbilityRules);
    const [{ afterLoginTarget }, { createAppAbility }] = await Promise.all([
      import('../routing/guard.ts'),
      import('@atrium/features/access/ability'),
      signIn({
        userData,
        accessToken,
        userAbilityRules: rules,
        remember,
      }),
    ]);
    await router.navigate(
      afterLoginTarget(userData.role, new URL(window.location.href), createAppAbility(rules)),
      {
        replace: true,
      },
    );
  };
}
