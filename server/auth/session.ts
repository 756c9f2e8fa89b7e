import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { revokedTokens, users } from '#server/db/schema.ts';
import { isUuid } from '#server/http/read-input.ts';
import { forbidden, TooManyRequests, unauthorized } from '#server/http/http-error.ts';
import { hitStatement } from '#server/rate-limit/rate-limit.ts';
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

const WRITE_WINDOW_SECONDS = 60;

/**
 * The session statement, built once per database and kept as a named prepared statement: it runs
 * for every signed-in request, and building it through the query builder each time cost more
 * than the rest of the request's own code. Placeholders: userId, jti, epoch, and for a write the
 * rate-limit key.
 */
function sessionStatement(db: Database, countWrite: boolean) {
  const userId = sql.placeholder('userId');
  const revoked = sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`;
  // Only a session that holds counts: a revoked or outdated token must not use up its owner's writes.
  const valid = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.sessionEpoch} = ${sql.placeholder('epoch')}) and not ${revoked}`;
  const hit = countWrite ? db.$with('hit').as(hitStatement(db, sql.placeholder('writeKey'), WRITE_WINDOW_SECONDS, valid)) : undefined;
  return (hit ? db.with(hit) : db)
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      sessionEpoch: users.sessionEpoch,
      revoked,
      writes: hit ? sql<number>`(select ${hit.count} from ${hit})` : sql<number>`0`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare(countWrite ? 'session_write' : 'session_read');
}

const statements = new WeakMap<Database, { read: ReturnType<typeof sessionStatement>; write: ReturnType<typeof sessionStatement> }>();

/**
 * Checks the token and that it is not revoked, not older than the password, and its user still
 * exists, in one query. For a write, the same statement counts it against the account's write
 * limit (`writes`: the count in this minute), so a write pays one round trip for both.
 */
export async function loadSession(db: Database, secret: Uint8Array, token: string, options: { countWrite?: boolean } = {}): Promise<(SessionUser & { writes: number }) | null> {
  const claims = await readToken(secret, token);
  if (!claims || !isUuid(claims.userId)) return null;
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { read: sessionStatement(db, false), write: sessionStatement(db, true) };
    statements.set(db, prepared);
  }
  const statement = options.countWrite ? prepared.write : prepared.read;
  const [row] = await statement.execute({ userId: claims.userId, jti: claims.jti, epoch: claims.epoch, writeKey: `writes:user:${claims.userId}` });
  // Revoked by logout, or signed before the password last changed.
  if (!row || row.revoked || row.sessionEpoch !== claims.epoch) return null;
  return { id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, jti: claims.jti, expiresAt: claims.expiresAt, writes: Number(row.writes) };
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * A signed-in user, and for a write a generous limit on the account's writes (issue: abuse): far
 * above what a person (or an outbox replaying a day offline) sends, it stops a stolen token or a
 * runaway client from hammering the API. Counted in the database, so it holds across instances.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c);
  if (!token) throw unauthorized(messages.noToken);
  const { db, env } = c.var.deps;
  const session = await loadSession(db, env.jwtSecret, token, { countWrite: isWrite(c.req.method) });
  if (!session) throw unauthorized(messages.invalidToken);
  if (session.writes > env.writesPerMinute) throw new TooManyRequests(messages.tooManyRequests, WRITE_WINDOW_SECONDS);
  const { writes: _writes, ...user } = session;
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
