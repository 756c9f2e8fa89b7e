import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '#domain/schemas/validation.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// A page that recovered from a hydration error reports it once (issue 26): one log line, nothing
// stored, bad input refused with a 400, and one address cannot flood the log.

let server: TestServer;
beforeAll(async () => {
  // Addresses from X-Forwarded-For, as behind the shop's proxy.
  server = await startTestServer({ TRUST_PROXY: 'on' });
});
afterAll(() => server?.close());

const report = (body: unknown, address = '198.51.100.7') =>
  server.call<ApiError>('POST', '/api/client-errors', { body, headers: { 'x-forwarded-for': address } });

describe('POST /api/client-errors', () => {
  it('logs a hydration error as one line and answers 204', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await report({ kind: 'hydration', message: 'Minified React error #418', page: '/explore-scents/x' });
      expect(res.status).toBe(204);
      const lines = logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"client-error"'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        event: 'client-error',
        kind: 'hydration',
        message: 'Minified React error #418',
        page: '/explore-scents/x',
      });
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    ['an unknown kind', { kind: 'other', message: 'x', page: '/' }],
    ['a message too long', { kind: 'hydration', message: 'x'.repeat(501), page: '/' }],
    ['a page that is not a path', { kind: 'hydration', message: 'x', page: 'https://evil.example/' }],
    ['an extra field', { kind: 'hydration', message: 'x', page: '/', stack: 'at …' }],
    ['no body', null],
  ])('refuses %s with a 400', async (_name, body) => {
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('gives one address a few lines a minute, then 429 with Retry-After', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 12; i += 1) {
        const res = await report({ kind: 'hydration', message: `error ${i}`, page: '/' }, '203.0.113.9');
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      expect(statuses.slice(0, 10).every((status) => status === 204)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // Another address still reports.
      expect((await report({ kind: 'hydration', message: 'x', page: '/' }, '203.0.113.10')).status).toBe(204);
    } finally {
      logged.mockRestore();
    }
  });
});
