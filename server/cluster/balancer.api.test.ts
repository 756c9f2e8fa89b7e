import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema.ts';
import { startTestServer } from '#server/test-support/test-server.ts';
import { startBalancer, type Balancer } from '../../scripts/cluster/balancer.ts';

// The local balancer of `npm run start:cluster` and the soak (scripts/cluster/balancer.ts).

type Upstream = { url: string; seen: { method: string; forwardedFor: string | undefined }[]; close(): Promise<void> };

/** A stand-in instance: ready or not, answering with its name, or dying on the request. */
async function upstream(name: string, behaviour: { ready?: boolean; dieOnRequest?: boolean } = {}): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/api/health/ready') {
      res.writeHead(behaviour.ready === false ? 503 : 200).end();
      return;
    }
    seen.push({ method: req.method ?? '', forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
    if (behaviour.dieOnRequest) return void req.socket.destroy();
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(url: string, method: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{}');
  });
}

describe('the local load balancer', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const balance = async (upstreams: string[]): Promise<Balancer> => {
    const balancer = await startBalancer({ upstreams, healthIntervalMs: 60_000 });
    cleanup.push(() => balancer.close());
    return balancer;
  };
  const started = async (...list: Upstream[]) => {
    for (const u of list) cleanup.push(() => u.close());
    return list;
  };

  it('takes turns between ready instances and skips one that is not ready', async () => {
    const [a, b, c] = await started(await upstream('a'), await upstream('b'), await upstream('c', { ready: false }));
    const balancer = await balance([a!.url, b!.url, c!.url]);
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await send(`${balancer.url}/api/products`, 'GET')).body.name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sets X-Forwarded-For to the connecting address, replacing what the client claimed', async () => {
    const [a] = await started(await upstream('a'));
    const balancer = await balance([a!.url]);
    await send(`${balancer.url}/api/products`, 'GET', { 'x-forwarded-for': '6.6.6.6' }, '127.0.0.42');
    expect(a!.seen[0]!.forwardedFor).toBe('127.0.0.42');
  });

  it('sends any request on when an instance refuses the connection; it never saw it', async () => {
    const [doomed, a] = await started(await upstream('doomed'), await upstream('a'));
    const balancer = await balance([doomed!.url, a!.url]);
    // It stops between two readiness checks: the balancer still thinks it ready, and is refused.
    await doomed!.close();
    const res = await send(`${balancer.url}/api/orders`, 'POST');
    expect(res).toEqual({ status: 200, body: { name: 'a' } });
    expect(balancer.upstreams().map((u) => u.ready)).toEqual([false, true]);
  });

  it('retries a GET cut mid-way on another instance, but answers a cut POST with 502 (only the client may repeat it)', async () => {
    const [dying, a] = await started(await upstream('dying', { dieOnRequest: true }), await upstream('a'));
    const balancer = await balance([dying!.url, a!.url]);
    expect(await send(`${balancer.url}/api/products`, 'GET')).toEqual({ status: 200, body: { name: 'a' } });

    await balancer.checkNow(); // "dying" answers its readiness check, so it is back in turn
    const post = await send(`${balancer.url}/api/orders`, 'POST');
    expect(post.status).toBe(502);
    expect(dying!.seen.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(a!.seen.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('answers 503 with Retry-After when no instance is ready', async () => {
    const [c] = await started(await upstream('c', { ready: false }));
    const balancer = await balance([c!.url]);
    const res = await send(`${balancer.url}/api/products`, 'GET');
    expect(res.status).toBe(503);
  });

  it('in front of the real server with TRUST_PROXY=on, limits key on the client address, not the balancer', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'on' });
    cleanup.push(() => server.close());
    const balancer = await balance([server.url]);
    const body = JSON.stringify({ name: 'Behind Proxy', email: `proxy-${Date.now()}@example.com`, password: 'Password123!' });
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${balancer.url}/api/users/register`, {
        method: 'POST',
        localAddress: '127.0.0.77',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      });
      req.on('response', (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(res).toBe(201);
    const keys = await server.deps.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'register:ip:%'));
    expect(keys.map((k) => k.key)).toEqual(['register:ip:127.0.0.77']);
  });
});
