import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { revokedTokens, users } from '#server/db/schema.ts';
import { isUuid } from '#server/http/read-input.ts';
import { forbidden, TooManyRequests, unauthorized } from '#server/http/http-error.ts';
import { hitLimit } from '#server/rate-limit/rate-limit.ts';
import type { AppEnv } from '#server/app-env.ts';
import { readToken } from './tokens.ts';

export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean; jti: string; expiresAt: Date };

/** The token from `auth-token` (the older clients' header) or `Authorization: Bearer`. */
export function tokenFrom(c: Context): string | undefined {
  const header = c.req.header('auth-token')?.trim();
  if (header && header !== 'null' && header !== 'undefined') return header;
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer;
}

/** Checks the token and that it is not revoked, not older than the password, and its user still exists, in one query. */
export async function loadSession(db: Database, secret: Uint8Array, token: string): Promise<SessionUser | null> {
  const claims = await readToken(secret, token);
  if (!claims || !isUuid(claims.userId)) return null;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      sessionEpoch: users.sessionEpoch,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  // Revoked by logout, or signed before the password last changed.
  if (!row || row.revoked || row.sessionEpoch !== claims.epoch) return null;
  return { id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, jti: claims.jti, expiresAt: claims.expiresAt };
}

const WRITE_WINDOW_SECONDS = 60;

/**
 * A generous limit on one account's writes (issue: abuse): far above what a person (or an
 * outbox replaying a day offline) sends, it stops a stolen token or a runaway client from
 * hammering the API. Counted in the database, so it holds across instances.
 */
async function limitWrites(c: Context<AppEnv>, userId: string): Promise<void> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  const { db, env } = c.var.deps;
  if ((await hitLimit(db, `writes:user:${userId}`, WRITE_WINDOW_SECONDS)) > env.writesPerMinute) {
    throw new TooManyRequests(messages.tooManyRequests, WRITE_WINDOW_SECONDS);
  }
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c);
  if (!token) throw unauthorized(messages.noToken);
  const user = await loadSession(c.var.deps.db, c.var.deps.env.jwtSecret, token);
  if (!user) throw unauthorized(messages.invalidToken);
  await limitWrites(c, user.id);
  c.set('user', user);
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUser(c, async () => {
    if (!c.var.user?.isAdmin) throw forbidden(messages.notAdmin);
    await next();
  });
};

export async function revokeToken(db: Database, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Expired tokens are refused by their signature check anyway; keep the list short.
  await db.delete(revokedTokens).where(and(lt(revokedTokens.expiresAt, new Date())));
}
