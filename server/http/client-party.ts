import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client as every per-client limit counts it (rate limits, and the holds of unpaid units
 * across accounts): its address as the instance trusts it (TRUST_PROXY, trusted-proxy.ts).
 * An IPv6 client counts by its /64, the block one
 * household's or one device's connection is given whole: addresses within it cost nothing to
 * change, so one of them alone would be no limit. An IPv4-mapped address is its IPv4 address.
 * Anything else a trusted proxy passed on is kept as it came, bounded in length.
 */
export function clientParty(clientIp: string): string {
  const address = clientIp.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address.replace(/%.*$/, ''))) return `${network64(address.replace(/%.*$/, ''))}::/64`;
  return address.slice(0, 100);
}

/** The first four groups of an IPv6 address, written out (`2001:db8:0:1`). */
function network64(address: string): string {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) sits in the last 32 bits, never in the first 64.
  const width = right.some((group) => group.includes('.')) ? 7 : 8;
  const groups = tail === undefined ? left : [...left, ...Array<string>(width - left.length - right.length).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':');
}
