import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// The bare Node server, as it is when it faces the internet without HAProxy: a request must
// arrive within REQUEST_TIMEOUT_SECONDS (two here, to keep the test short), whatever pace its
// client keeps, and an idle keep-alive connection is not a slow request.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REQUEST_TIMEOUT_SECONDS: '2' });
});
afterAll(async () => {
  await server?.close();
});

type Ending = { text: string; afterMs: number };

/** A raw connection: what it was sent back and when it was closed, counted from `since`. */
function open(since: number): { socket: Socket; ended: Promise<Ending> } {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = new Promise<Ending>((resolve) => socket.on('close', () => resolve({ text, afterMs: Date.now() - since })));
  socket.on('error', () => {});
  return { socket, ended };
}

/** Writes `bytes` one at a time, every `everyMs`, until they run out or the socket closes. */
function drip(socket: Socket, bytes: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= bytes.length) return clearInterval(timer);
    socket.write(bytes[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

const login = JSON.stringify({ email: 'slow@example.com', password: 'Password123!' });

describe('a request that takes too long to arrive', () => {
  it('is cut with 408 when its body drips in a byte at a time, and other requests are answered meanwhile', async () => {
    const started = Date.now();
    const { socket, ended } = open(started);
    socket.write(`POST /api/users/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n\r\n`);
    // The whole body would take 20 s at this pace.
    drip(socket, login, 20_000 / login.length);

    await new Promise((r) => setTimeout(r, 500));
    expect((await server.call('GET', '/api/categories')).status).toBe(200);

    const { text, afterMs } = await ended;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    // Two seconds, checked every second.
    expect(afterMs).toBeGreaterThanOrEqual(2_000);
    expect(afterMs).toBeLessThan(4_500);
  });

  it('is cut when its headers drip in', async () => {
    const started = Date.now();
    const { socket, ended } = open(started);
    drip(socket, 'GET /api/categories HTTP/1.1\r\nHost: shop\r\nX-Padding: ' + 'x'.repeat(100) + '\r\n\r\n', 100);
    const { text, afterMs } = await ended;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(4_500);
  });

  it('leaves an idle keep-alive connection open past that time, for its next request', async () => {
    const { socket, ended } = open(Date.now());
    const ask = () => socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n');
    ask();
    await new Promise((r) => setTimeout(r, 3_500));
    ask();
    await new Promise((r) => setTimeout(r, 500));
    socket.end();
    const { text } = await ended;
    expect(text.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });
});
