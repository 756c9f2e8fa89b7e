import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { JSON_BODY_MAX as JSON_BODY_LIMIT } from '#server/http/body-bounds.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request on a keep-alive connection, as browsers and balancers send them. */
function send(agent: Agent, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method, agent, headers: body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

describe('a body too large (issue: abuse, HTTP hygiene)', () => {
  it('is a 413 that closes its connection, and the client goes on on a fresh one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = Buffer.from(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(JSON_BODY_LIMIT + 10) }));
      const refused = await send(agent, 'POST', '/api/users/login', huge);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ message: messages.bodyTooLarge, code: 'bodyTooLarge' });
      expect(refused.headers.connection).toBe('close');
      // The next request (the agent's one socket) is answered, not broken by the unread body.
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('counts a chunked body, which declares no length, as it streams: too large is 413, small enough is read', async () => {
    const chunked = (body: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = request(
          `${server.url}/api/users/login`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          },
        );
        req.on('error', reject);
        // In pieces, as a client streaming a body it has not measured.
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
        req.end();
      });
    const huge = await chunked(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(JSON_BODY_LIMIT + 10) }));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toEqual({ message: messages.bodyTooLarge, code: 'bodyTooLarge' });
    // Read and judged on its content: a wrong password, not a body too large.
    const small = await chunked(JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' }));
    expect(small.status).toBe(401);
  });
});
