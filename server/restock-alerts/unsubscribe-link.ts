import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in a restock mail's List-Unsubscribe header (RFC 2369, one-click per RFC 8058): it ends
 * every alert of one address without signing in. It names the address and an HMAC of it under
 * a key drawn from JWT_SECRET, so it cannot be made for another address and needs no storage.
 */
const signatureOf = (secret: Uint8Array, email: string) =>
  createHmac('sha256', secret).update('sillage-restock-unsubscribe:').update(email.toLowerCase()).digest('base64url');

export const unsubscribeUrl = (secret: Uint8Array, origin: string, email: string) =>
  `${origin}/api/restock-alerts/unsubscribe?${new URLSearchParams({ email: email.toLowerCase(), sig: signatureOf(secret, email) }).toString()}`;

/** The page a person reaches from the mail's own link: it asks before it ends anything. */
export const unsubscribePageUrl = (secret: Uint8Array, origin: string, email: string) =>
  `${origin}/restock-alerts/unsubscribe?${new URLSearchParams({ email: email.toLowerCase(), sig: signatureOf(secret, email) }).toString()}`;

export function signatureHolds(secret: Uint8Array, email: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
