/** The auth feature: sign-in, register, recovery, two steps. The app stores the session. */
export { LoginPage, type LoginPageProps } from './login/login-page.tsx';
export {
  postAuth,
  requestLogin,
  type AuthResult,
  loginErrorMessage,
  type LoginResult,
  type LoginResponse,
  type LoginUserData,
} from './api.ts';
export { authLocaleLoaders, authResources, type AuthTexts } from './locales/index.ts';
export {
  FinishSignInContext,
  useFinishSignIn,
  type FinishSignIn,
  type SignedIn,
} from './finish-sign-in.ts';
