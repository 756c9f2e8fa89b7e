import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, readToken } from '#server/auth/tokens.ts';
import { seal, unseal } from '#server/messages/sealed-payload.ts';
import { checkUnsubscribeLink } from '#server/restock-alerts/unsubscribe-link.ts';
import { derivedKey } from './derived-keys.ts';

// Issue 49, point 5: JWT_SECRET keyed sessions, unsubscribe links and the outbox's sealed tokens
// alike. Each use now has its own key drawn from it with HKDF (decision 2026-12-07-derived-keys).
const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
const userId = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** AES-256-GCM as sealed-payload.ts lays it out, under any key. */
function sealUnder(key: Uint8Array, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

describe('the keys drawn from JWT_SECRET', () => {
  it('are one per use: 32 bytes each, different from each other and from the secret, and from another secret’s', () => {
    const keys = [derivedKey(secret, 'unsubscribeLink'), derivedKey(secret, 'outboxSeal')];
    for (const key of keys) expect(key).toHaveLength(32);
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    const all = [hex(secret), ...keys.map(hex), hex(derivedKey(other, 'unsubscribeLink')), hex(derivedKey(other, 'outboxSeal'))];
    expect(new Set(all).size).toBe(all.length);
    // The same secret, the same key: what one instance signs or seals, another opens.
    expect(hex(derivedKey(new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing'), 'outboxSeal'))).toBe(hex(keys[1]!));
  });

  it('refuses an unsubscribe link signed with JWT_SECRET itself or with another use’s key', () => {
    const email = 'ada@example.com';
    const until = Math.floor(Date.now() / 1000) + 3600;
    const signed = (key: Uint8Array) => createHmac('sha256', key).update(`sillage-restock-unsubscribe:${email}:${until}`).digest('base64url');
    expect(checkUnsubscribeLink(secret, { email, until, sig: signed(derivedKey(secret, 'unsubscribeLink')) })).toBe('valid');
    expect(checkUnsubscribeLink(secret, { email, until, sig: signed(secret) })).toBe('forged');
    expect(checkUnsubscribeLink(secret, { email, until, sig: signed(derivedKey(secret, 'outboxSeal')) })).toBe('forged');
  });

  it('opens no sealed token with the links’ key, and seals under neither that key nor the secret', () => {
    const sealed = seal(secret, 'reset-token');
    expect(unseal(secret, sealed)).toBe('reset-token');
    expect(() => unseal(secret, sealUnder(derivedKey(secret, 'unsubscribeLink'), 'forged-token'))).toThrow();
    expect(() => unseal(secret, sealUnder(Buffer.from(secret).subarray(0, 32), 'forged-token'))).toThrow();
  });

  it('leaves sessions on JWT_SECRET itself: a token signed with a derived key is no session', async () => {
    expect(await readToken(secret, await issueToken(secret, userId, 60))).toMatchObject({ userId });
    for (const use of ['unsubscribeLink', 'outboxSeal'] as const) {
      const key = derivedKey(secret, use);
      expect(await readToken(secret, await issueToken(key, userId, 60))).toBeNull();
    }
  });
});
