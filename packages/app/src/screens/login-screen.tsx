import { LoginPage, useFinishSignIn } from '@atrium/features/auth';

/** /login: hands the sign-in to the app (session stored, then `to` or home by role). */
export function LoginScreen() {
  return <LoginPage onSignedIn={useFinishSignIn()} />;
}
