import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '#server/config/derived-keys.ts';

/**
 * The link in a restock mail's List-Unsubscribe header (RFC 2369, one-click per RFC 8058): it ends
 * every alert of one address without signing in. It names the address, the moment it stops
 * working, and an HMAC of both under the links' own key drawn from JWT_SECRET
 * (config/derived-keys.ts), so it cannot be made for another address, nor kept working past its
 * day, and needs no storage.
 */

/**
 * How long a link works (issue 49): a forwarded or leaked mail does not end someone's alerts for
 * ever, and a restock mail is acted on within weeks (each later one carries a fresh link).
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const LIFETIME_SECONDS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;

const signatureOf = (secret: Uint8Array, email: string, until: number) =>
  createHmac('sha256', derivedKey(secret, 'unsubscribeLink')).update(`sillage-restock-unsubscribe:${email.toLowerCase()}:${until}`).digest('base64url');

/** The query of a link made now: the address, when it stops working (Unix seconds), the signature. */
function linkQuery(secret: Uint8Array, email: string, now: number): string {
  const until = Math.floor(now / 1000) + LIFETIME_SECONDS;
  return new URLSearchParams({ email: email.toLowerCase(), until: String(until), sig: signatureOf(secret, email, until) }).toString();
}

export const unsubscribeUrl = (secret: Uint8Array, origin: string, email: string, now = Date.now()) => `${origin}/api/restock-alerts/unsubscribe?${linkQuery(secret, email, now)}`;

/** The page a person reaches from the mail's own link: it asks before it ends anything. */
export const unsubscribePageUrl = (secret: Uint8Array, origin: string, email: string, now = Date.now()) => `${origin}/restock-alerts/unsubscribe?${linkQuery(secret, email, now)}`;

/** What a link's query proves: the address (`valid`), a link of ours past its day, or nothing. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

export function checkUnsubscribeLink(secret: Uint8Array, link: { email: string; until: number; sig: string }, now = Date.now()): LinkCheck {
  const expected = Buffer.from(signatureOf(secret, link.email, link.until));
  const given = Buffer.from(link.sig);
  // The signature first: a forged link is told nothing about dates.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return now / 1000 < link.until ? 'valid' : 'expired';
}
