import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';

/**
 * Whom an instance believes about the client (TRUST_PROXY): nobody (`none`, the default: the
 * connecting address is the client), any peer (`any`: only when nothing but the proxy can reach
 * the instance), or the proxies at these addresses only, so that another process that reaches
 * the instance directly cannot choose the address its rate limits count.
 */
export type ProxyTrust = 'none' | 'any' | ReadonlySet<string>;

/** `::ffff:127.0.0.1` is how Node names an IPv4 peer on a dual-stack socket. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Whether forwarding headers (X-Forwarded-For, X-Forwarded-Proto) from this peer may be read. */
export function trustsPeer(trust: ProxyTrust, peer: string | undefined): boolean {
  if (trust === 'none') return false;
  if (trust === 'any') return true;
  return peer !== undefined && trust.has(plain(peer));
}

/** Whether this request's forwarding headers may be read. */
export function fromTrustedProxy(c: Context<AppEnv>): boolean {
  const trust = c.var.deps.env.trustProxy;
  return trust !== 'none' && trustsPeer(trust, peerAddress(c));
}

/** The client's address: the first X-Forwarded-For entry from a trusted proxy, else the peer's. */
export function clientIp(c: Context<AppEnv>): string {
  if (fromTrustedProxy(c)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress(c) ?? 'unknown';
}
