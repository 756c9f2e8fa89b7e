import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** `epoch`: the user's session epoch when it was signed (0 for tokens from before epochs). */
export type TokenClaims = { userId: string; jti: string; expiresAt: Date; epoch: number };

/**
 * fast-jwt signs and checks HS256 with node:crypto, synchronously; jose went through WebCrypto (a
 * job, a promise, key lookups per call), which was a twelfth of the server's time on an order
 * (docs/decisions/2026-11-25-unpaid-units-index.md). One signer and one verifier per secret.
 * The verifier keeps the tokens it has checked (fast-jwt's LRU, bounded, each entry only until
 * the token's own `exp`): a shopper's app sends the same token with every request. Revocation and
 * the session epoch are auth/session.ts's to check (auth/session-cache.ts keeps what it checked
 * until it changes).
 */
type Jwt = { sign(payload: Record<string, unknown>, ttlSeconds: number): string; verify(token: string): Record<string, unknown> };
const jwts = new WeakMap<Uint8Array, Jwt>();
const CHECKED_TOKENS_KEPT = 10_000;

function jwtFor(secret: Uint8Array): Jwt {
  let jwt = jwts.get(secret);
  if (!jwt) {
    const key = Buffer.from(secret);
    const verify = createVerifier({ key, algorithms: ['HS256'], requiredClaims: ['exp', 'jti', 'sub'], cache: CHECKED_TOKENS_KEPT });
    const signers = new Map<number, (payload: Record<string, unknown>) => string>();
    jwt = {
      sign(payload, ttlSeconds) {
        let signer = signers.get(ttlSeconds);
        if (!signer) {
          signer = createSigner({ key, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
          signers.set(ttlSeconds, signer);
        }
        return signer(payload);
      },
      verify: (token) => verify(token) as Record<string, unknown>,
    };
    jwts.set(secret, jwt);
  }
  return jwt;
}

/**
 * HS256 only: the algorithm is fixed on both sides, so `alg: none` or RS/HS confusion cannot pass.
 * `epoch` is the user's session epoch: a password change moves it, and every token signed before
 * is refused from then on (auth/session.ts).
 */
export async function issueToken(secret: Uint8Array, userId: string, ttlSeconds: number, epoch = 0): Promise<string> {
  return jwtFor(secret).sign({ ep: epoch, sub: userId, jti: randomUUID() }, ttlSeconds);
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  let payload: Record<string, unknown>;
  try {
    payload = jwtFor(secret).verify(token);
  } catch {
    return null;
  }
  if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  const epoch = payload.ep === undefined ? 0 : payload.ep;
  if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch)) return null;
  return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), epoch };
}
