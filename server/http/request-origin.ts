import type { IncomingMessage } from 'node:http';
import type { Env } from '#server/config/env.ts';
import { trustsPeer } from './trusted-proxy.ts';

/** What decides a request's origin: the request's headers and its connection. */
export type OriginClues = {
  host: string | undefined;
  forwardedProto: string | undefined;
  /** The connecting address (a proxy's, behind one). */
  peer: string | undefined;
  /** TLS ended at this server. */
  encrypted: boolean;
};

// host, or host:port; an IPv6 literal in brackets.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the pages of this request are published, for their absolute URLs (canonical, Open
 * Graph, JSON-LD, robots.txt, the sitemap) and the page cache's keys: PUBLIC_URL when set (always
 * in production), else the Host header and the scheme the connection (or a trusted proxy's
 * X-Forwarded-Proto) says. Never the request line: an absolute-form target
 * (`GET https://other-host/x`) or a `//host/x` path names whatever its sender likes.
 */
export function requestOrigin(env: Pick<Env, 'publicUrl' | 'trustProxy'>, clues: OriginClues): string {
  if (env.publicUrl) return env.publicUrl;
  const forwarded = trustsPeer(env.trustProxy, clues.peer) ? clues.forwardedProto?.split(',')[0]?.trim().toLowerCase() : undefined;
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : clues.encrypted ? 'https' : 'http';
  // As a URL writes it (`http://shop:80` is `http://shop`). Development only (production has
  // PUBLIC_URL): a missing or garbled Host still makes a URL.
  try {
    if (clues.host !== undefined && HOST.test(clues.host)) return new URL(`${scheme}://${clues.host}`).origin;
  } catch {
    // 999.999.999.999, a port past 65535: not a host.
  }
  return `${scheme}://localhost`;
}

/** The clues of a request as node:http received it. */
export function originCluesOf(incoming: IncomingMessage): OriginClues {
  const forwardedProto = incoming.headers['x-forwarded-proto'];
  return {
    host: incoming.headers.host,
    forwardedProto: Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto,
    peer: incoming.socket.remoteAddress,
    encrypted: (incoming.socket as { encrypted?: boolean }).encrypted === true,
  };
}
