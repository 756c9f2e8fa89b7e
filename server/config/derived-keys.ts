import { hkdfSync } from 'node:crypto';

/**
 * One key per use, each drawn from JWT_SECRET with HKDF-SHA256 (RFC 5869; issue 49): a key
 * that leaks, or a value made with one use's key, opens no other use. HKDF's `info` names the
 * use; `v1` lets a use change its key without touching the others.
 *
 * Sessions (JWT) keep JWT_SECRET itself: a key of their own would sign every shopper and admin
 * out, and refuse the writes their apps still hold in the offline outbox under the old token
 * (docs/decisions/2026-12-07-derived-keys.md). Their inputs are the only ones made with it.
 */
const USES = {
  /** The HMAC of an unsubscribe link (restock-alerts/unsubscribe-link.ts). */
  unsubscribeLink: 'sillage/restock-unsubscribe-link/v1',
  /** AES-256-GCM over a mailed link's token while it waits in the outbox (messages/sealed-payload.ts). */
  outboxSeal: 'sillage/outbox-seal/v1',
} as const;
export type KeyUse = keyof typeof USES;

// A fixed salt: JWT_SECRET is already the one secret; HKDF only separates its uses.
const SALT = Buffer.from('sillage/jwt-secret');
const KEY_BYTES = 32;

// Each key is made once per secret (the tests start servers with several secrets).
const made = new WeakMap<Uint8Array, Map<KeyUse, Buffer>>();

export function derivedKey(secret: Uint8Array, use: KeyUse): Buffer {
  let keys = made.get(secret);
  if (!keys) made.set(secret, (keys = new Map()));
  let key = keys.get(use);
  if (!key) keys.set(use, (key = Buffer.from(hkdfSync('sha256', secret, SALT, USES[use], KEY_BYTES))));
  return key;
}
