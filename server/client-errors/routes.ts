import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { clientErrorSchema } from '#domain/schemas/client-error.ts';
import type { AppEnv } from '#server/app-env.ts';
import { clientParty } from '#server/http/client-party.ts';
import { TooManyRequests } from '#server/http/http-error.ts';
import { readJson } from '#server/http/read-input.ts';

// POST /api/client-errors: a page that recovered from an error of its own (React rendered it again
// on the device after a hydration error, issue 26) says so once, and the server logs it as one
// line, so a page that breaks for shoppers is seen here. Nothing is stored. The log is the only
// cost, so each address gets a few reports a minute, good or bad (counted in this instance: a log,
// not a limit that must hold across instances).
const PER_MINUTE = 10;
const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

type Window = { startedAt: number; count: number };

export function clientErrorRoutes(now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  return new Hono<AppEnv>().post('/', async (c) => {
    // Counted before the body is read: a refused report costs no parsing (issue 49, point 1).
    const address = clientParty(c.var.clientIp);
    const at = now();
    let window = windows.get(address);
    if (!window || at - window.startedAt >= WINDOW_MS) {
      if (windows.size >= MAX_ADDRESSES) windows.clear();
      window = { startedAt: at, count: 0 };
      windows.set(address, window);
    }
    window.count += 1;
    if (window.count > PER_MINUTE) throw new TooManyRequests(messages.tooManyRequests, Math.ceil((window.startedAt + WINDOW_MS - at) / 1000));
    const report = await readJson(c, clientErrorSchema);
    console.error(JSON.stringify({ level: 'warn', event: 'client-error', ...report, address, userAgent: c.req.header('user-agent')?.slice(0, 200) }));
    return c.body(null, 204);
  });
}
