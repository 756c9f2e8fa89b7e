import { isIP } from 'node:net';

/**
 * Whether a subscription's endpoint may be posted to (issue 23): `https:` on one of the push
 * services' hosts (`*.x` allows x's subdomains, not x itself), no credentials in it. A client
 * chooses the endpoint, so anything else would let it point the shop at any address, an
 * internal one included.
 */
export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return hosts.some((allowed) => {
    if (allowed.startsWith('*.')) return isIP(host) === 0 && host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1;
    return host === allowed.replace(/^\[|\]$/g, '');
  });
}
