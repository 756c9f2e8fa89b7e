import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken, readToken } from './tokens.ts';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
const userId = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

afterEach(() => {
  vi.useRealTimers();
});

describe('readToken and the tokens it has checked', () => {
  it('reads a token once checked, and refuses it once it has expired, cached or not', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    const token = await issueToken(secret, userId, 60);
    expect(await readToken(secret, token)).toMatchObject({ userId });
    expect(await readToken(secret, token)).toMatchObject({ userId });
    vi.setSystemTime(new Date('2026-11-25T12:01:01Z'));
    expect(await readToken(secret, token)).toBeNull();
    expect(await readToken(secret, token)).toBeNull();
  });

  it('refuses a token with its signature changed, or signed with another secret, after the genuine one was read', async () => {
    const token = await issueToken(secret, userId, 60);
    expect(await readToken(secret, token)).toMatchObject({ userId });
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await readToken(secret, flipped)).toBeNull();
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    expect(await readToken(other, token)).toBeNull();
    expect(await readToken(other, await issueToken(other, userId, 60))).toMatchObject({ userId });
  });

  it('reads a token signed before the change of JWT library (jose, WebCrypto): shoppers stay signed in', async () => {
    const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const earlier = await new SignJWT({ ep: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti('3e0c6a9e-3b1f-4c55-9d6a-1d2e3f4a5b6c')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await readToken(secret, earlier)).toMatchObject({ userId, jti: '3e0c6a9e-3b1f-4c55-9d6a-1d2e3f4a5b6c', epoch: 2 });
  });

  it('still reads the first of many tokens after more have been checked than it keeps', async () => {
    const first = await issueToken(secret, userId, 60);
    expect(await readToken(secret, first)).toMatchObject({ userId });
    const many = await Promise.all(Array.from({ length: 10_050 }, () => issueToken(secret, userId, 60)));
    for (const token of many) expect((await readToken(secret, token))?.userId).toBe(userId);
    // Gone from the cache or not, the first token is checked again and still holds.
    expect(await readToken(secret, first)).toMatchObject({ userId });
  });
});
