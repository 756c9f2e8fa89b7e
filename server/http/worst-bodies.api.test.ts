import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { bodyBound } from '#server/http/body-bounds.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 49, point 1: one unauthenticated request with a 9 KB body froze an instance for 6.5 s
// (84 s at 18 KB): its French answer was made by running the catalogue's patterns over a
// validation message that quoted the client's input. Now no text is translated, no answer quotes
// its input, and every body is bounded by what its route needs. Each route that takes a body
// gets the worst body it can be sent, in English and in French, while /api/health/live is asked
// beside it: the instance answers both at once. (The bound below is ten times the issue's
// 100 ms goal, so that only the defect fails it, never a busy host: the defect took seconds.)
const PROMPT_ANSWER_MS = 1000;
/** The text whose catalogue pattern backtracked, the first finding's. */
const HOSTILE = ' in the last  days; the busiest day was  with ';
const FIELDS = [
  'kind',
  'message',
  'page',
  'name',
  'email',
  'password',
  'confirmPassword',
  'comment',
  'description',
  'brand',
  'address',
  'city',
  'token',
  'endpoint',
  'ids',
  'language',
];

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'on' });
  adminToken = (await server.makeUser({ admin: true })).token;
});
afterAll(() => server?.close());

/** Every route of the API that reads a body, with its parameters filled in. */
function routesWithBodies(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const route of createApp(server.deps).routes) {
    if (!['POST', 'PUT', 'PATCH'].includes(route.method) || !route.path.startsWith('/api/')) continue;
    const path = route.path.replace(/:\w+(\{[^}]*\})?/g, randomUUID());
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path });
  }
  return routes;
}

/** A body just under the route's bound: every field the hostile text, as long as it may be. */
function worstBody(path: string): string {
  const room = bodyBound(path) - 64;
  const each = Math.max(1, Math.floor(room / FIELDS.length / (HOSTILE.length + 2)));
  return JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, HOSTILE.repeat(each)]))).slice(0, room);
}

async function timed(send: () => Promise<Response>): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const res = await send();
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

describe('the worst body each route can be sent', () => {
  it('covers the API’s routes that read a body', () => {
    const paths = routesWithBodies().map((route) => route.path);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain('/api/client-errors');
  });

  for (const language of ['en-CA', 'fr-CA']) {
    it(`is answered at once, in ${language}, without its input said back, while the instance stays live`, async () => {
      const slow: string[] = [];
      for (const { method, path } of routesWithBodies()) {
        for (const token of [undefined, adminToken]) {
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            'accept-language': language,
            'x-forwarded-for': `198.51.100.${slow.length % 200}`,
          };
          if (token) headers.authorization = `Bearer ${token}`;
          const [answer, live] = await Promise.all([
            timed(() => fetch(`${server.url}${path}`, { method, headers, body: worstBody(path) })),
            timed(() => fetch(`${server.url}/api/health/live`)),
          ]);
          const where = `${method} ${path}${token ? ' (admin)' : ''}`;
          expect(answer.status, where).toBeLessThan(500);
          expect(live.status, where).toBe(200);
          if (answer.ms > PROMPT_ANSWER_MS || live.ms > PROMPT_ANSWER_MS) slow.push(`${where}: ${Math.round(answer.ms)} ms, live ${Math.round(live.ms)} ms`);
          if (answer.status >= 400) expect(answer.text, where).not.toContain(HOSTILE.trim());
        }
      }
      expect(slow).toEqual([]);
    });
  }
});

describe('a client’s own words', () => {
  it('are never read for words to translate, nor said back', async () => {
    const res = await server.call('POST', '/api/client-errors', {
      body: { kind: 'abc of def', message: 'x', page: '/' },
      headers: { 'accept-language': 'fr-CA', 'x-forwarded-for': '203.0.113.40' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Données invalides', code: 'invalidInput' });
    expect(JSON.stringify(res.body)).not.toMatch(/abc|def/);
  });
});

describe('the client-error limit', () => {
  it('counts a report before its body is read: a flood of bad bodies is refused with 429 too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await server.call('POST', '/api/client-errors', {
        raw: '{"kind":',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.41' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('counts an IPv6 client by its /64', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await server.call('POST', '/api/client-errors', {
        raw: '{}',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `2001:db8:7:1::${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a body larger than any report before reading it', async () => {
    const res = await server.call('POST', '/api/client-errors', {
      raw: JSON.stringify({ kind: 'hydration', message: 'x'.repeat(8000), page: '/' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.42' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'bodyTooLarge' });
  });
});
