/** The auth feature: sign-in. The app stores the session the page hands it. */
export { LoginPage, type LoginPageProps } from './login/login-page.tsx';
export {
  requestLogin,
  loginErrorMessage,
  type LoginResult,
  type LoginResponse,
  type LoginUserData,
} from './api.ts';
export { authLocaleLoaders, authResources, type AuthTexts } from './locales/index.ts';
