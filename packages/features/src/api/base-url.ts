/**
 * Absolute base URL of the API. Relative URLs break under jsdom and Node (no `location`), so the
 * configured base is resolved against the page, or localhost where there is none.
 */
export function apiBaseUrl(
  configured: string | undefined = import.meta.env.VITE_API_BASE_URL,
): string {
  const base = configured && configured.length > 0 ? configured : '/api';
  return new URL(base, globalThis.location?.href ?? 'http://localhost').href.replace(/\/$/, '');
}
