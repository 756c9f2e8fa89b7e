import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogLines } from '#server/test-support/log-lines.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// A client that closes its connection halfway through a body (issue 25, point 6): one log line
// saying so, never a stack trace, and the server goes on.
let server: TestServer;
let admin: { token: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.makeUser({ admin: true });
});
afterAll(() => server?.close());

/** Sends the head and the first bytes of a body, then closes the connection. */
async function abortBody(head: string, firstBytes: string) {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`${head}\r\n\r\n${firstBytes}`);
  // Long enough for the handler to be reading the body when the connection goes.
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
}

async function linesAfter(action: () => Promise<void>): Promise<string[]> {
  const capture = captureLogLines();
  try {
    await action();
    for (let waited = 0; capture.lines.length === 0 && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    // Anything that would follow the first line (a stack trace on stderr) has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return [...capture.lines];
  } finally {
    capture.stop();
  }
}

const cases: Array<[name: string, head: string, body: string]> = [
  ['a JSON body of declared length', 'POST /api/users/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000', '{"email":'],
  ['a chunked JSON body', 'POST /api/users/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked', '5\r\n{"ema\r\n'],
];

describe('a request body the client cuts off', () => {
  it.each(cases)('%s is one log line, no stack trace', async (_name, head, body) => {
    const lines = await linesAfter(() => abortBody(head, body));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'POST', path: '/api/users/login', status: 400, note: 'request body aborted by the client' });
    expect(lines[0]).not.toMatch(/stack|\bat [\w.<>]+ \(/);
    expect((await server.call('GET', '/api/health')).status).toBe(200);
  });

  it('is the same for an upload cut off', async () => {
    const head = `POST /api/products/upload HTTP/1.1\r\nHost: shop\r\nauth-token: ${admin.token}\r\nContent-Type: multipart/form-data; boundary=cut\r\nContent-Length: 100000`;
    const lines = await linesAfter(() =>
      abortBody(head, '--cut\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'),
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/api/products/upload', status: 400, note: 'request body aborted by the client' });
  });
});
