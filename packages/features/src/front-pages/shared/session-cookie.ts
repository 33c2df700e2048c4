/**
 * Whether a session is stored: the app keeps it in the `userData` and `accessToken` cookies
 * (packages/app/src/auth/session-storage.ts), and a visitor is signed in when both are set. Read
 * here without the app's module, which would bring the session's Redux slice to the front pages.
 */
export function hasStoredSession(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  const names = new Set(
    cookies
      .split('; ')
      .filter((part) => /^[^=]+=./.test(part))
      .map((part) => part.slice(0, part.indexOf('='))),
  );
  return names.has('userData') && names.has('accessToken');
}
