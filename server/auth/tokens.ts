import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** `epoch`: the user's session epoch when it was signed (0 for tokens from before epochs). */
export type TokenClaims = { userId: string; jti: string; expiresAt: Date; epoch: number };

/**
 * The secret as a WebCrypto key, imported once per secret: jose imports a raw Uint8Array anew on
 * every call, which cost about a fifth of a millisecond per signed-in request.
 */
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * HS256 only: the algorithm is fixed on both sides, so `alg: none` or RS/HS confusion cannot pass.
 * `epoch` is the user's session epoch: a password change moves it, and every token signed before
 * is refused from then on (auth/session.ts).
 */
export async function issueToken(secret: Uint8Array, userId: string, ttlSeconds: number, epoch = 0): Promise<string> {
  return new SignJWT({ ep: epoch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await hmacKey(secret));
}

/**
 * Tokens whose signature was checked, with their claims, per secret: a shopper's app sends the
 * same token with every request, and checking an HMAC through WebCrypto (a job, a promise, key
 * lookups) was a twelfth of the server's time on an order. Bounded; the oldest checked goes first.
 * Revocation and the session epoch are not cached: auth/session.ts asks the database each time.
 */
const VERIFIED_MAX = 10_000;
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims>>();

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const cached = known.get(token);
  if (cached) {
    if (cached.expiresAt.getTime() > Date.now()) return cached;
    known.delete(token);
    return null;
  }
  const claims = await verify(secret, token);
  if (claims) {
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
    known.set(token, claims);
  }
  return claims;
}

async function verify(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'jti', 'sub'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const epoch = payload.ep === undefined ? 0 : payload.ep;
    if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch)) return null;
    return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), epoch };
  } catch {
    return null;
  }
}
