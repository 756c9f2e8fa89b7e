import type { Context, MiddlewareHandler } from 'hono';

/**
 * One JSON line per request: easy to grep, easy to ship to a log store. A request refused for a
 * reason worth knowing (`logNote`: an address no page can have, a body the client cut off) gets
 * its line, with the reason, even when routine lines are off: one line, never a stack trace.
 */
export function requestLog(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const note = c.get('logNote') as string | undefined;
    if (!enabled && note === undefined) return;
    writeRequestLine(c.req.method, c.req.path, c.res.status, started, userOf(c), note);
  };
}

/**
 * Who made the request: its signed-in user, or the one whose session a refused order or cancel
 * found holding in its own statement (auth/session.ts, checkedByStatement). A token whose session
 * did not hold names no one.
 */
function userOf(c: Context): string | undefined {
  const user = c.get('user') as { id?: string } | undefined;
  if (user?.id) return user.id;
  const unchecked = c.get('uncheckedSession') as { id: string; held: boolean } | undefined;
  return unchecked?.held ? unchecked.id : undefined;
}

/** The log line of one request. */
function writeRequestLine(method: string, path: string, status: number, started: number, user?: string, note?: string) {
  const line = { t: new Date().toISOString(), method, path, status, ms: Math.round((performance.now() - started) * 10) / 10, user, note };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * What lies under an error: a failed query's own message is only "Failed query: …", and the
 * database's reason (a constraint, a lost connection) is its `cause`.
 */
export function causesOf(err: unknown): string[] | undefined {
  const causes: string[] = [];
  let cause = err instanceof Error ? err.cause : undefined;
  while (cause !== undefined && causes.length < 5) {
    causes.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return causes.length > 0 ? causes : undefined;
}

export function logError(c: Context, err: unknown) {
  const line = {
    t: new Date().toISOString(),
    level: 'error',
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    stack: err instanceof Error ? err.stack : undefined,
    causes: causesOf(err),
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
