/**
 * The signed-in user's address, from the session cookie the app writes (`userData`, URI-encoded
 * JSON); null for a visitor. Read directly: the auth pages run without the app's store, and Mail
 * needs only the address (to leave the user out of a "reply all").
 */
export function signedInEmail(): string | null {
  const cookies = new URLSearchParams(globalThis.document?.cookie.replaceAll('; ', '&') ?? '');
  try {
    const user = JSON.parse(cookies.get('userData') ?? 'null') as { email?: unknown } | null;
    return typeof user?.email === 'string' ? user.email : null;
  } catch {
    return null;
  }
}
