import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { LoginPage } from '@atrium/features/auth';

import { parseAbilityRules } from '../auth/ability-rules.ts';
import { signedIn } from '../auth/session-slice.ts';
import { afterLoginTarget } from '../routing/guard.ts';

/** /login: stores the session the sign-in page hands over, then goes to `to` or home by role. */
export function LoginScreen() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={({ userData, accessToken, userAbilityRules, remember }) => {
        dispatch(
          signedIn({
            userData,
            accessToken,
            userAbilityRules: parseAbilityRules(userAbilityRules),
            remember,
          }),
        );
        void navigate(afterLoginTarget(userData.role, new URL(window.location.href)), {
          replace: true,
        });
      }}
    />
  );
}
