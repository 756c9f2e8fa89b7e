import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { hasErrorCode } from '#server/db/error-chain.ts';
import { revokedTokens, users } from '#server/db/schema.ts';
import { isUuid } from '#server/http/read-input.ts';
import { forbidden, HttpError, TooManyRequests, unauthorized } from '#server/http/http-error.ts';
import type { AppEnv } from '#server/app-env.ts';
import { WRITE_WINDOW_SECONDS } from './account-writes.ts';
import type { CheckedSession, SessionCache } from './session-cache.ts';
import { readToken } from './tokens.ts';

export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean; jti: string; expiresAt: Date };

/** The token from `auth-token` (the older clients' header) or `Authorization: Bearer`. */
export function tokenFrom(c: Context): string | undefined {
  const header = c.req.header('auth-token')?.trim();
  if (header && header !== 'null' && header !== 'undefined') return header;
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer;
}

/**
 * The session statement, built once per database and kept as a named prepared statement: it runs
 * for every signed-in request this instance has not checked lately, and building it through the
 * query builder each time cost more than the rest of the request's own code. Placeholders:
 * userId, jti.
 */
function sessionStatement(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      sessionEpoch: users.sessionEpoch,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_read');
}

const statements = new WeakMap<Database, ReturnType<typeof sessionStatement>>();

export type SessionDeps = { db: Database; sessions: SessionCache };

/** The token's claims, when its signature holds and it names a user. */
async function tokenClaims(secret: Uint8Array, token: string) {
  const claims = await readToken(secret, token);
  return claims && isUuid(claims.userId) ? claims : null;
}

type Claims = NonNullable<Awaited<ReturnType<typeof tokenClaims>>>;

const sessionOf = (claims: Claims, t: CheckedSession): SessionUser => ({
  id: t.id,
  name: t.name,
  email: t.email,
  isAdmin: t.isAdmin,
  jti: claims.jti,
  expiresAt: claims.expiresAt,
});

/** From what this instance checked lately: the session, null if it no longer holds, undefined if not known here. */
function cachedSession(sessions: SessionCache, claims: Claims): SessionUser | null | undefined {
  const checked = sessions.lookup(claims.jti);
  if (!checked) return undefined;
  // A cached session is its token's own: the same user, and the epoch it was signed in.
  return checked.id === claims.userId && checked.epoch === claims.epoch ? sessionOf(claims, checked) : null;
}

/**
 * Checks the token and that it is not revoked, not older than the password, and its user still
 * exists: from what this instance checked lately (auth/session-cache.ts), else in one query.
 */
export async function loadSession({ db, sessions }: SessionDeps, secret: Uint8Array, token: string): Promise<SessionUser | null> {
  const claims = await tokenClaims(secret, token);
  if (!claims) return null;
  const cached = cachedSession(sessions, claims);
  if (cached !== undefined) return cached;
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = sessionStatement(db)));
  const mark = sessions.mark();
  const [row] = await statement.execute({ userId: claims.userId, jti: claims.jti });
  // Revoked by logout, or signed before the password last changed.
  if (!row || row.revoked || row.sessionEpoch !== claims.epoch) return null;
  const fresh = { id: row.id, name: row.name, email: row.email, isAdmin: row.isAdmin, epoch: row.sessionEpoch };
  sessions.remember(claims.jti, fresh, mark);
  return sessionOf(claims, fresh);
}

/**
 * A handler that ended or changed sessions (a logout, a new password, an account demoted or
 * deleted) names them here; `dropChangedSessions` drops them from this instance's cache once the
 * request's transaction has committed. Not before: under an Idempotency-Key the handler runs
 * inside a transaction (idempotency.ts), and a check that read the row before the commit would
 * put the old session back after an earlier drop. Other instances hear it from the database's
 * triggers (server/db/functions/sillage_session_changed.sql).
 */
export function sessionsChanged(c: Context<AppEnv>, change: { user?: string; token?: string }) {
  const changed = c.var.sessionsChanged ?? { users: [], tokens: [] };
  if (change.user) changed.users.push(change.user);
  if (change.token) changed.tokens.push(change.token);
  c.set('sessionsChanged', changed);
}

/** For /api/users/*, outside every route's own middleware: runs after the request's writes committed. */
export const dropChangedSessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const changed = c.var.sessionsChanged;
  // A refusal changed nothing (its transaction rolled back); the dropping would only cost a check.
  if (!changed || c.res.status < 200 || c.res.status >= 300) return;
  const { sessions } = c.var.deps;
  for (const user of changed.users) sessions.forgetUser(user);
  for (const token of changed.tokens) sessions.forgetToken(token);
};

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * A signed-in user, and for a write a generous limit on the account's writes (issue: abuse): far
 * above what a person (or an outbox replaying a day offline) sends, it stops a stolen token or a
 * runaway client from hammering the API. Counted on each instance and added up in the database
 * every second, so it holds across instances (auth/account-writes.ts).
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c);
  if (!token) throw unauthorized(messages.noToken);
  const { env } = c.var.deps;
  const user = await loadSession(c.var.deps, env.jwtSecret, token);
  if (!user) throw unauthorized(messages.invalidToken);
  // Only a session that holds counts: a revoked or outdated token must not use up its owner's writes.
  countWrite(c, user.id);
  c.set('user', user);
  await next();
};

function countWrite(c: Context<AppEnv>, userId: string) {
  const { env, accountWrites } = c.var.deps;
  if (isWrite(c.req.method) && accountWrites.count(userId) > env.writesPerMinute) throw new TooManyRequests(messages.tooManyRequests, WRITE_WINDOW_SECONDS);
}

/**
 * A token whose signature holds but whose session this instance has not checked lately, left to the
 * route's own statement to check (server/db/functions/sillage_session_of.sql): `mark` is the
 * cache's, taken before it; `reserved` while its write is held to the limit but not counted
 * (account-writes.ts); `held` once the statement found the session holding (the request log then
 * names its user, even when the shop's rules refused the request).
 */
export type UncheckedSession = { id: string; jti: string; epoch: number; expiresAt: Date; mark: number; reserved: boolean; held: boolean };

/**
 * What the statement that checked a session read of its user (`sillage_session_of`,
 * server/db/functions/sillage_session_of.sql).
 */
export type SessionRow = { name: string; email: string; isAdmin: boolean };

/**
 * A statement that checks the session itself starts `from` this, with the session's three values
 * as its first parameters (`sessionParams`): its row, `s`, or SL007 before anything else runs.
 */
export const SESSION_OF = 'sillage_session_of($1::text, $2::uuid, $3::integer) s';
/** The session's columns such a statement returns beside its own, read back by `sessionRowOf`. */
export const SESSION_COLUMNS = 's.session_name, s.session_email, s.session_is_admin';
export type SessionColumns = { session_name?: string; session_email?: string; session_is_admin?: boolean };
export const sessionParams = (check: UncheckedSession) => [check.jti, check.id, check.epoch];

/** What the statement read of the session it checked; none when it did not check one. */
export function sessionRowOf(row: SessionColumns): SessionRow | undefined {
  return row.session_name === undefined ? undefined : { name: row.session_name, email: row.session_email!, isAdmin: row.session_is_admin! };
}

/**
 * For the routes whose one statement can check the session itself (an order, a cancel: the
 * busiest writes, issue 25 point 7). As requireUser when this instance checked the session
 * lately; otherwise only the token's signature is checked here, and `checkedByStatement` runs the
 * route's statement with the session check in it: one round trip instead of two. A request
 * refused before its statement (a malformed body) is then answered 400 whatever its token, and
 * its write is not counted: it wrote nothing. The write is held to the account's limit from here
 * on, with the others still being checked, and counted once the statement found the session
 * holding: a revoked token's attempts do not use up its owner's writes.
 */
export const requireUserInStatement: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c);
  if (!token) throw unauthorized(messages.noToken);
  const { env, sessions, accountWrites } = c.var.deps;
  const claims = await tokenClaims(env.jwtSecret, token);
  if (!claims) throw unauthorized(messages.invalidToken);
  const cached = cachedSession(sessions, claims);
  if (cached === null) throw unauthorized(messages.invalidToken);
  if (cached) {
    countWrite(c, cached.id);
    c.set('user', cached);
    return next();
  }
  const id = claims.userId;
  const reserved = isWrite(c.req.method);
  if (reserved && accountWrites.reserve(id) > env.writesPerMinute) {
    accountWrites.release(id, false);
    // At the limit, the session is checked first: a token that does not hold is told 401, as
    // requireUser tells it, not that its account is at its limit.
    if (!(await loadSession(c.var.deps, env.jwtSecret, token))) throw unauthorized(messages.invalidToken);
    throw new TooManyRequests(messages.tooManyRequests, WRITE_WINDOW_SECONDS);
  }
  const unchecked: UncheckedSession = { id, jti: claims.jti, epoch: claims.epoch, expiresAt: claims.expiresAt, mark: sessions.mark(), reserved, held: false };
  c.set('uncheckedSession', unchecked);
  try {
    await next();
  } finally {
    // Never settled by a statement (refused before it, or its session did not hold): let go.
    if (unchecked.reserved) accountWrites.release(id, false);
  }
};

/** The signed-in user's id, under requireUser or requireUserInStatement. */
export const signedInId = (c: Context<AppEnv>): string => (c.var.user ?? c.var.uncheckedSession)!.id;

/**
 * The code `sillage_session_of` raises when the session does not hold
 * (server/db/functions/sillage_session_of.sql).
 */
const SESSION_REFUSED = 'SL007';

/**
 * Runs a route's statement under requireUserInStatement: `run` is given the session to check when
 * this instance has not, and returns what it read of it; it throws an HttpError only once its
 * statement ran. A session that held is kept by this instance, its write counted (also when the
 * shop's rules refused the request: the session held), and it is the request's user from then
 * on; one that did not is a 401, and nothing ran.
 */
export async function checkedByStatement<T>(
  c: Context<AppEnv>,
  run: (check: UncheckedSession | undefined) => Promise<{ result: T; session?: SessionRow }>,
): Promise<T> {
  const unchecked = c.var.uncheckedSession;
  if (!unchecked) return (await run(undefined)).result;
  const { sessions, accountWrites } = c.var.deps;
  const held = () => {
    if (unchecked.reserved) accountWrites.release(unchecked.id, true);
    unchecked.reserved = false;
    unchecked.held = true;
  };
  let answer: { result: T; session?: SessionRow };
  try {
    answer = await run(unchecked);
  } catch (err) {
    if (hasErrorCode(err, SESSION_REFUSED)) throw unauthorized(messages.invalidToken);
    if (err instanceof HttpError) held();
    throw err;
  }
  held();
  if (answer.session) {
    const checked = { id: unchecked.id, ...answer.session, epoch: unchecked.epoch };
    sessions.remember(unchecked.jti, checked, unchecked.mark);
    c.set('user', { id: unchecked.id, ...answer.session, jti: unchecked.jti, expiresAt: unchecked.expiresAt });
  }
  return answer.result;
}

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
