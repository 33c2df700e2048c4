/**
 * Channel authorization for laravel-echo: POST /broadcasting/auth with credentials and
 * the headers Laravel expects, read fresh on every call so a new sign-in or CSRF token counts.
 */

function readCookie(name: string, cookies: string): string | null {
  const found = cookies.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(name.length + 1)) || null;
  } catch {
    return null;
  }
}

/** Where the headers come from; the page's document by default, a stand-in in tests. */
export interface AuthSource {
  cookie: string;
  querySelector: (selector: string) => { getAttribute: (name: string) => string | null } | null;
}

/**
 * `Accept` JSON and `X-Requested-With` always; `X-CSRF-TOKEN` from `<meta name="csrf-token">` or
 * the `XSRF-TOKEN` cookie, and `Authorization: Bearer` from the `accessToken` cookie, when found.
 */
export function broadcastingAuthHeaders(source: AuthSource = document): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const csrf =
    source.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ||
    readCookie('XSRF-TOKEN', source.cookie);
  if (csrf) headers['X-CSRF-TOKEN'] = csrf;
  const token = readCookie('accessToken', source.cookie);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export type AuthCallback = (
  error: Error | null,
  data: { auth: string; channel_data?: string } | null,
) => void;

/** laravel-echo's `authorizer` option: one authorizer per channel. */
export type Authorizer = (channel: { name: string }) => {
  authorize: (socketId: string, callback: AuthCallback) => void;
};

export function createAuthorizer(
  authEndpoint: string,
  options: { fetch?: typeof fetch; source?: () => AuthSource } = {},
): Authorizer {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return (channel) => ({
    authorize: (socketId, callback) => {
      const body = new URLSearchParams({ socket_id: socketId, channel_name: channel.name });
      void doFetch(authEndpoint, {
        method: 'POST',
        credentials: 'include',
        headers: {
          ...broadcastingAuthHeaders(options.source?.() ?? document),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: body.toString(),
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`Channel authorization failed (${response.status})`);
          callback(null, (await response.json()) as { auth: string; channel_data?: string });
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
        );
    },
  });
}
