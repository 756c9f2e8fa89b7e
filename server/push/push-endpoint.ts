import { isIP } from 'node:net';

/**
 * A subscription's endpoint, parsed once (issue 49): the URL that was checked is the URL the
 * sender connects to, signs for and posts on (push-sender.ts), never a second parse of the text.
 */
export type PushEndpoint = URL & { readonly checked: true };

/** Letters, digits and hyphens, labels joined by single dots: all a push service's host needs. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/** An allowlist entry: `host`, `*.domain` (its subdomains, not itself) or `host:port`. */
function entryOf(allowed: string): { host: string; port: string } {
  const match = /^(.*?)(?::(\d+))?$/.exec(allowed.toLowerCase())!;
  // 443 is https's own port, which a URL leaves out.
  return { host: match[1]!, port: match[2] === '443' ? '' : (match[2] ?? '') };
}

function onAllowedHost(hostname: string, port: string, hosts: readonly string[]): boolean {
  return hosts.some((allowed) => {
    const entry = entryOf(allowed);
    if (entry.port !== port) return false;
    if (!entry.host.startsWith('*.')) return hostname === entry.host;
    // An address is never "a subdomain": only an entry naming it exactly lets one through.
    return isIP(hostname) === 0 && hostname.endsWith(entry.host.slice(1)) && hostname.length > entry.host.length - 1;
  });
}

/**
 * The endpoint as the URL to post to, or undefined when it may not be posted to (issues 23, 49):
 * `https:` on one of the push services' hosts, on the port the allowlist names (443 unless an
 * entry says `host:port`). A client chooses the endpoint, so anything looser lets it aim the shop
 * at an address of its choosing, with the shop's VAPID signature.
 *
 * The red team's bypass was a host that one parser reads one way and another differently
 * (`https://127.0.0.7;.push.apple.com/x`: WHATWG sees a subdomain of push.apple.com, Node's
 * legacy `url.parse()` in web-push sees 127.0.0.7). So the text must be one a URL parser has no
 * choice about: its re-serialisation is itself (no escaping, case-folding, IDN mapping, default
 * port or dot segment done on the way), no userinfo, no fragment, and a host of plain ASCII labels
 * (no punycode label: a push service has none, so one is a disguise), with no trailing dot.
 */
export function parsePushEndpoint(endpoint: string, hosts: readonly string[]): PushEndpoint | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.href !== endpoint) return undefined;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hash !== '') return undefined;
  const host = url.hostname;
  if (host.length > 253 || !HOST_NAME.test(host) || host.split('.').some((label) => label.startsWith('xn--'))) return undefined;
  if (!onAllowedHost(host, url.port, hosts)) return undefined;
  return url as PushEndpoint;
}

export const isAllowedEndpoint = (endpoint: string, hosts: readonly string[]): boolean => parsePushEndpoint(endpoint, hosts) !== undefined;
