/**
 * Stands in for `tldts` in the app's build (see packages/app/vite.config.ts). MSW's cookie store
 * (tough-cookie) asks tldts for a host's registrable domain, and tldts carries the whole public
 * suffix list: 250 KB, the larger half of the fake API's chunk, for cookies that only ever come
 * from the app's own origin. This answers what that origin needs: no domain for an IP address or
 * a single-label host (`localhost`), else the last two labels. It is wrong for multi-label public
 * suffixes (`example.co.uk` gives `co.uk`), which only matters to a cookie set for another site.
 */

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export interface GetDomainOptions {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

export function getDomain(host: string, _options?: GetDomainOptions): string | null {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (!name || ipv4.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((label) => label.length === 0)) return null;
  return labels.slice(-2).join('.');
}
