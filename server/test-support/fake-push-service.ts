import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import ece from 'http_ece';

/**
 * A push service in the test process (issue 23: no mock of web-push): HTTPS with the certificate
 * push-test-ca.ts made and the test processes trust, recording each push as received. A test
 * subscribes a "browser" whose private key it holds, so it decrypts what the shop sent.
 */
export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type FakePushService = {
  /** https://127.0.0.1:port */
  origin: string;
  received: ReceivedPush[];
  /** Answers pushes to this path with `status` from now on (410: the subscription is gone). */
  answer(path: string, status: number): void;
  waitFor(match: (push: ReceivedPush) => boolean, options?: { count?: number; timeoutMs?: number }): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const dir = process.env.FAKE_PUSH_TLS_DIR;
  if (!dir) throw new Error("the API tests' global setup (push-test-ca.ts) did not run");
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer({ cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    answer: (path, status) => answers.set(path, status),
    async waitFor(match, { count = 1, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${found.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription on the fake service, with the keys to read what it is sent. */
export function fakeSubscription(service: FakePushService) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(8).toString('hex')}`;
  return {
    path,
    json: {
      endpoint: `${service.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    /** The push's plaintext, decrypted as the browser would (RFC 8291). */
    read: (push: ReceivedPush): unknown =>
      JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8')),
  };
}
