import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '#server/test-support/test-server.ts';
import { acceptsConnections, slowJsonRequest } from './slow-request.ts';

const registration = (tag: string) => ({ name: 'Slow Sender', email: `slow-${tag}-${Date.now()}@example.com`, password: 'Password123!' });

describe('readiness', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is ready once started; liveness and the health check answer too', async () => {
    server = await startTestServer();
    expect(await server.call('GET', '/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', db: 'ok' } });
    expect(await server.call('GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok' } });
  });

  it('shutting down: reports not ready first, finishes the request in flight, refuses new connections', async () => {
    server = await startTestServer();
    const slow = slowJsonRequest(`${server.url}/api/users/register`, 'POST', registration('drain'));
    await slow.start();

    const closing = server.close({ drainMs: 400 });
    // During the drain the instance still answers, and tells the balancer to go elsewhere.
    const ready = await server.call('GET', '/api/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { status: 'stopping' } });

    // Then it stops accepting connections…
    const deadline = Date.now() + 5_000;
    while ((await acceptsConnections(server.url)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await acceptsConnections(server.url)).toBe(false);

    // …while the request it already had is answered in full.
    const answer = await slow.finish();
    expect(answer.status).toBe(201);
    expect(answer.body.user.email).toMatch(/^slow-drain-/);
    await closing;
    server = undefined;
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('npm start (server/main.ts) on SIGTERM', () => {
  it('answers the request in flight, then exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sillage-sigterm-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Its own database: PGlite in DATA_DIR, never the PostgreSQL other tests may use.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'main.ts')], {
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SEED_DEMO_DATA: 'off',
        LOG_REQUESTS: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      // A busy machine can take a while to start a Node process with tsx and PGlite.
      const started = Date.now() + 120_000;
      while (!(await acceptsConnections(url))) {
        if (Date.now() > started || child.exitCode !== null) throw new Error('server/main.ts did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const slow = slowJsonRequest(`${url}/api/users/register`, 'POST', registration('sigterm'));
      await slow.start();
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      const answer = await slow.finish();
      expect(answer.status).toBe(201);
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
