import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '#domain/error-codes.ts';
import { messages } from '#domain/messages.ts';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { badRequest, HttpError } from '#server/http/http-error.ts';
import { expiredKeys } from './key-expiry.ts';

/** Thrown inside the transaction to undo a write that did not succeed, key included. */
class NotKept extends Error {}

type Claim = { kind: 'ran' } | { kind: 'stored'; row: typeof idempotencyKeys.$inferSelect } | { kind: 'abandoned' } | { kind: 'expired' };

/**
 * Makes a signed-in user's write safe to repeat (DESIGN §3): the first request with a key runs,
 * later ones with the same key and body get its stored response and change nothing, and the same
 * key with another body is 422. Anonymous writes (register, login) are not keyed: a stored login
 * response must never be handed to whoever guesses the key.
 *
 * The key is claimed, the handler runs and its response is stored in ONE transaction, which the
 * handler's own queries join (`deps.db` is that transaction while it runs, and `deps.pictures`
 * stores in it). So either all of it commits, or none of it does: an instance killed mid-request,
 * a lost database connection or a refusal (any non-2xx: out of stock, invalid) leaves neither the
 * write nor the key behind, and the client's retry with the same key simply runs. A duplicate
 * sent while the first is running waits on the key's unique index until the first commits, then
 * gets its stored response.
 */
/**
 * The body as it identifies the request. A multipart form is sent with a boundary the browser
 * picks anew each time, also when it retries the same upload: the boundary is left out, so the
 * retry is the same request (and gets the first answer), not "another body with the same key".
 */
export function withoutBoundary(body: Buffer, contentType: string | undefined): Buffer {
  const boundary = /^multipart\/[\w-]+;(?:.*;)?\s*boundary="?([^";]{1,70})"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return body;
  // latin1 maps each byte to one character and back: the file bytes are kept exactly.
  return Buffer.from(body.toString('latin1').replaceAll(boundary, ''), 'latin1');
}

/** The outbox keeps an entry answered this way for later: it reads the code (domain/error-codes.ts). */
export const keyStillInProgress = () => new HttpError(409, messages.idempotencyInProgress, undefined, { code: ERROR_CODES.idempotencyKeyInProgress });

/** What identifies a keyed request: whose key, the key, and the hash of the request it first came with. */
export type KeyClaim = { scope: string; key: string; requestHash: string };

/** The request's Idempotency-Key claim, when a signed-in user sent one (the body is read here). */
export async function keyClaimOf(c: Context<AppEnv>): Promise<KeyClaim | undefined> {
  const key = c.req.header('idempotency-key');
  // Under requireUserInStatement, the session may be the statement's to check: the key is its token's user's.
  const user = c.var.user ?? c.var.uncheckedSession;
  if (key === undefined || !user) return undefined;
  if (key.length < 1 || key.length > 200) throw badRequest(messages.idempotencyKeyLength);
  const body = Buffer.from(await c.req.arrayBuffer());
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n`)
    .update(withoutBoundary(body, c.req.header('content-type')))
    .digest('hex');
  return { scope: user.id, key, requestHash };
}

/** The answer stored under a key: replayed for the same request, 422 for another body. */
export function replayStored(
  c: Context<AppEnv>,
  stored: { statusCode: number; responseBody: string | null; requestHash: string },
  requestHash: string,
): Response {
  if (stored.requestHash !== requestHash) throw new HttpError(422, messages.idempotencyMismatch);
  return c.body(stored.responseBody ?? '', stored.statusCode as 200, {
    'content-type': 'application/json; charset=utf-8',
    'idempotent-replayed': 'true',
  });
}

/** What a keyed write's replay answers with instead of a stored body: the thing it wrote, read again now. */
export type Reread = (c: Context<AppEnv>) => Promise<unknown>;

export const idempotent: MiddlewareHandler<AppEnv> = keyedWrite();

/**
 * For a write whose answer names a person (an order with its shopper's name, address and phone; an
 * account with its name and a new session token): the key keeps the status and no body, and a
 * replay answers with `reread` (the order, the account, as they are now), as a keyed order's replay
 * reads its order again (server/db/functions/sillage_place_order_once.sql). So the keys of the last
 * 24 hours hold nobody's details or tokens (issue 49, point 4). The request itself says what to
 * read (its path's id, its session): the same request, as its hash proves, reads the same thing.
 */
export const idempotentRereading = (reread: Reread): MiddlewareHandler<AppEnv> => keyedWrite(reread);

function keyedWrite(reread?: Reread): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claimed = await keyClaimOf(c);
    if (!claimed) return next();
    const { scope, key, requestHash } = claimed;
    const deps = c.var.deps;
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

    for (let attempt = 0; attempt < 3; attempt++) {
      let claim: Claim;
      try {
        claim = await deps.db.transaction(async (tx): Promise<Claim> => {
          const claimed = await tx.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) {
            const [row] = await tx
              .select({ ...getTableColumns(idempotencyKeys), expired: sql<boolean>`${expiredKeys()}` })
              .from(idempotencyKeys)
              .where(where);
            // Past its time (key-expiry.ts): the key is free again, whatever it answered before.
            if (row?.expired) return { kind: 'expired' };
            return row && row.statusCode !== null ? { kind: 'stored', row } : { kind: 'abandoned' };
          }
          c.set('deps', { ...deps, db: tx as unknown as Database, pictures: deps.pictures.joining(tx as unknown as Database) });
          try {
            await next();
          } finally {
            c.set('deps', deps);
          }
          if (c.res.status < 200 || c.res.status >= 300) throw new NotKept();
          const text = reread ? null : await c.res.clone().text();
          await tx.update(idempotencyKeys).set({ statusCode: c.res.status, responseBody: text }).where(where);
          return { kind: 'ran' };
        });
      } catch (err) {
        // The handler's refusal is already the response; only its effects are undone.
        if (err instanceof NotKept) return;
        throw err;
      }
      if (claim.kind === 'ran') return;
      if (claim.kind === 'stored') {
        const stored = { ...claim.row, statusCode: claim.row.statusCode! };
        // Another request's key reads nothing: refused before the read, as replayStored would.
        if (reread && stored.responseBody === null && stored.requestHash === requestHash) stored.responseBody = JSON.stringify(await reread(c));
        return replayStored(c, stored, requestHash);
      }
      if (claim.kind === 'expired') {
        await deps.db.delete(idempotencyKeys).where(and(where, expiredKeys()));
        continue;
      }
      // A claim without a response can only be left by a server of the version before this one,
      // which claimed keys outside the write's transaction; its request is long gone.
      await deps.db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    }
    throw keyStillInProgress();
  };
}
