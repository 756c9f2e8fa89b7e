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

export const unsubscribeUrl = (secret: Uint8Array, origin: string, email: string, now = Date.now()) =>
  `${origin}/api/restock-alerts/unsubscribe?${linkQuery(secret, email, now)}`;

/** The page a person reaches from the mail's own link: it asks before it ends anything. */
export const unsubscribePageUrl = (secret: Uint8Array, origin: string, email: string, now = Date.now()) =>
  `${origin}/restock-alerts/unsubscribe?${linkQuery(secret, email, now)}`;

/**
 * Links mailed before links had a day (7d21564, deployed 2026-12-07): no `until`, an HMAC of the
 * address under JWT_SECRET itself. They still work, one-click (RFC 8058) included, until this
 * moment: UNSUBSCRIBE_LINK_DAYS after the change, as long as a link mailed then would have lasted
 * had it carried its day. Past it they have expired. Remove this constant, `oldFormSignature` and
 * their branch in checkUnsubscribeLink (and make `until` required in routes.ts's query) in the
 * first release after 2027-03-07 (docs/decisions/2026-12-07-derived-keys.md).
 */
export const OLD_FORM_LINKS_WORK_UNTIL = Date.parse('2027-03-07T00:00:00Z');

/** The signature an old-form link carries (JWT_SECRET itself, as before the derived keys). */
const oldFormSignature = (secret: Uint8Array, email: string) =>
  createHmac('sha256', secret).update('sillage-restock-unsubscribe:').update(email.toLowerCase()).digest('base64url');

/** What a link's query proves: the address (`valid`), a link of ours past its day, or nothing. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

const sameSignature = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A link with `until` is of the current form, and only the links' own key signs it. One without
 * is an old-form link, signed with JWT_SECRET over the address alone: accepted until
 * OLD_FORM_LINKS_WORK_UNTIL. The raw secret signs nothing of the current form: a link with an
 * `until` signed with it is forged.
 */
export function checkUnsubscribeLink(secret: Uint8Array, link: { email: string; until?: number | undefined; sig: string }, now = Date.now()): LinkCheck {
  // The signature first: a forged link is told nothing about dates.
  if (link.until === undefined) {
    if (!sameSignature(link.sig, oldFormSignature(secret, link.email))) return 'forged';
    return now < OLD_FORM_LINKS_WORK_UNTIL ? 'valid' : 'expired';
  }
  if (!sameSignature(link.sig, signatureOf(secret, link.email, link.until))) return 'forged';
  return now / 1000 < link.until ? 'valid' : 'expired';
}
