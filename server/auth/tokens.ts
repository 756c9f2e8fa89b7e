import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; jti: string; expiresAt: Date };

/** HS256 only: the algorithm is fixed on both sides, so `alg: none` or RS/HS confusion cannot pass. */
export async function issueToken(secret: Uint8Array, userId: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti', 'sub'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
