import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { derivedKey } from '#server/config/derived-keys.ts';

/**
 * A secret a message must carry until it is sent (a reset link's token), sealed with the outbox's
 * own key drawn from JWT_SECRET (AES-256-GCM; config/derived-keys.ts): the database holds only the
 * token's hash and this sealed copy, which is wiped once the mail is sent or given up. Reading the
 * outbox alone opens no account.
 */
const keyOf = (secret: Uint8Array) => derivedKey(secret, 'outboxSeal');

/**
 * The key rows were sealed with before issue 49 (a hash of JWT_SECRET): a row queued just before
 * an upgrade is still sent. Such a row lives only until it is sent or given up (its retries end
 * within a day), so this may go in a later release.
 */
const legacyKeyOf = (secret: Uint8Array) => createHash('sha256').update('sillage-outbox-seal:').update(secret).digest();

export function seal(secret: Uint8Array, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(key: Buffer, bytes: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export function unseal(secret: Uint8Array, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    return open(keyOf(secret), bytes);
  } catch {
    // GCM's tag refuses a wrong key: only a row sealed under the old key opens with it.
    return open(legacyKeyOf(secret), bytes);
  }
}
