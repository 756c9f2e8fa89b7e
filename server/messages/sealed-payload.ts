import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A secret a message must carry until it is sent (a reset link's token), sealed with a key drawn
 * from JWT_SECRET (AES-256-GCM): the database holds only the token's hash and this sealed copy,
 * which is wiped once the mail is sent or given up. Reading the outbox alone opens no account.
 */
const keyOf = (secret: Uint8Array) => createHash('sha256').update('sillage-outbox-seal:').update(secret).digest();

export function seal(secret: Uint8Array, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(secret: Uint8Array, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
