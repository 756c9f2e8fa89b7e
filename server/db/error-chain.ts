// A database error reaches the server wrapped: Drizzle wraps the driver's error in its own, with the
// driver's (and PostgreSQL's SQLSTATE code, or one of our functions' SLnnn codes) as its `cause`.
// Every reader of those codes walks the chain the same way, here.

type Link = { code?: unknown; message?: unknown };

/** `err` and the causes it wraps, outermost first, at most `DEPTH` of them. */
const DEPTH = 4;
export function* errorChain(err: unknown): Generator<Link> {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < DEPTH; depth++) {
    yield e as Link;
    e = (e as { cause?: unknown }).cause;
  }
}

/** Whether any error of the chain carries `code` (a SQLSTATE such as 23505, or one of ours). */
export function hasErrorCode(err: unknown, code: string): boolean {
  for (const link of errorChain(err)) if (link.code === code) return true;
  return false;
}

/** The first code of the chain (the driver's, under Drizzle's wrapper), if any. */
export function errorCode(err: unknown): string | undefined {
  for (const { code } of errorChain(err)) if (typeof code === 'string') return code;
  return undefined;
}
