import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { repoRoot } from '#server/server-files.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { haproxyMissingMessage, haproxyVersion, startHaproxy, type Haproxy } from '../../scripts/cluster/haproxy.ts';
import { freePort } from './instance-process.ts';

// HAProxy with the committed deploy/haproxy.cfg in front of one real instance rendering real
// pages (the build), under clients that send slowly or too much: the door stays open to others.
// Shoppers are loopback addresses (127.0.0.N), each an address of its own to HAProxy.

const skip = (await haproxyVersion()) === null ? haproxyMissingMessage : undefined;
const distDir = join(repoRoot, 'dist');
const ssrEntry = join(repoRoot, 'build', 'ssr', 'entry-server.js');

/** deploy/haproxy.cfg's per-address limits. */
const CONNECTIONS_PER_ADDRESS = 256;
const REQUESTS_PER_10_SECONDS = 2500;

type Reply = { status: number; ms: number; headers: http.IncomingHttpHeaders; text: string };

function get(url: string, localAddress: string, agent: http.Agent | false = false): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, localAddress }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, text }));
    });
    req.on('error', reject);
  });
}

type Dripper = { socket: Socket; ended: Promise<{ text: string; afterMs: number }> };

/**
 * A login whose headers arrive at once and whose body then comes one byte every 3 s (it would
 * take three minutes): what kept every slot of an instance busy before.
 */
function dripLogin(proxy: Haproxy, localAddress: string): Promise<Dripper> {
  const body = JSON.stringify({ email: 'slow@example.com', password: 'Password123!-and-some-more' });
  const { hostname, port } = new URL(proxy.url);
  const started = Date.now();
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  let text = '';
  socket.on('data', (c: Buffer) => (text += c.toString()));
  socket.on('error', () => {});
  const ended = new Promise<{ text: string; afterMs: number }>((resolve) => socket.on('close', () => resolve({ text, afterMs: Date.now() - started })));
  let sent = 0;
  const timer = setInterval(() => (socket.destroyed || sent >= body.length ? clearInterval(timer) : socket.write(body[sent++]!)), 3_000);
  socket.on('close', () => clearInterval(timer));
  return new Promise((resolve) => {
    socket.on('connect', () => {
      socket.write(`POST /api/users/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body[sent++]}`);
      resolve({ socket, ended });
    });
    // A connection refused at once may close before it ever reports being connected.
    socket.on('close', () => resolve({ socket, ended }));
  });
}

describe.skipIf(skip)(`HAProxy with deploy/haproxy.cfg under slow and flooding clients (${skip ?? 'HAProxy present'})`, () => {
  let app: TestServer;
  let proxy: Haproxy;
  let logDir: string;
  beforeAll(async () => {
    app = await startTestServer({ TRUST_PROXY: '127.0.0.1' }, { seed: true, distDir, ssrEntry });
    logDir = await mkdtemp(join(tmpdir(), 'sillage-haproxy-slow-'));
    proxy = await startHaproxy({ servers: [new URL(app.url).host], port: await freePort(), statsPort: await freePort(), log: join(logDir, 'haproxy.log') });
    await proxy.waitUntilAllUp();
    // The first page rendered loads the renderer: not what this measures.
    for (const path of ['/', '/api/products']) expect((await get(`${proxy.url}${path}`, '127.0.0.2')).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await app?.close();
    if (logDir) await rm(logDir, { recursive: true, force: true });
  });

  /** The home page and the catalogue, from an address of their own, a few times over 3 s: all 200 within 1 s. */
  async function othersAreServed(from: string) {
    const replies: (Reply & { path: string })[] = [];
    for (let round = 0; round < 3; round++) {
      for (const path of ['/', '/api/products']) replies.push({ path, ...(await get(`${proxy.url}${path}`, from)) });
      await new Promise((r) => setTimeout(r, 1_000));
    }
    expect(replies.filter((r) => r.status !== 200 || r.ms >= 1_000).map((r) => `${r.path} ${r.status} ${Math.round(r.ms)} ms`)).toEqual([]);
  }

  async function inFlightAtInstance() {
    return (await proxy.stats()).find((s) => s.name === 'app1')!.inFlight;
  }

  it.each([
    { connections: 70, addresses: 1 },
    { connections: 500, addresses: 5 },
  ])(
    'answers others within 1 s while $connections logins drip their bodies from $addresses address(es), and cuts the drips at 10 s',
    async ({ connections, addresses }) => {
      const drips = await Promise.all(Array.from({ length: connections }, (_, i) => dripLogin(proxy, `127.0.1.${1 + (i % addresses)}`)));
      // Long enough for HAProxy to have passed them to the instance, had it not waited for bodies.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await inFlightAtInstance()).toBeLessThan(5);
      await othersAreServed('127.0.0.3');

      // `timeout http-request` covers the body: each is answered 408 and closed after 10 s.
      const endings = await Promise.all(drips.map((d) => d.ended));
      expect(endings.filter((e) => !/^HTTP\/1\.1 408 /.test(e.text))).toEqual([]);
      expect(Math.max(...endings.map((e) => e.afterMs))).toBeLessThan(13_000);
    },
    60_000,
  );

  it(`lets one address hold ${CONNECTIONS_PER_ADDRESS} connections at once and closes the rest at once; other addresses connect as usual`, async () => {
    const drips = await Promise.all(Array.from({ length: CONNECTIONS_PER_ADDRESS + 44 }, () => dripLogin(proxy, '127.0.2.1')));
    let closed = 0;
    for (const d of drips) void d.ended.then(() => (closed += 1));
    // At once: well before the 10 s after which `timeout http-request` would close any of them.
    await vi.waitFor(() => expect(closed).toBeGreaterThanOrEqual(44), { timeout: 5_000, interval: 20 });
    expect(closed).toBe(44);
    await othersAreServed('127.0.0.4');
    for (const d of drips) d.socket.destroy();
  });

  it(`answers 429 with Retry-After past ${REQUESTS_PER_10_SECONDS} requests in 10 s from one address, and serves other addresses`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const replies = await Promise.all(Array.from({ length: REQUESTS_PER_10_SECONDS + 100 }, () => get(`${proxy.url}/api/health/live`, '127.0.3.1', agent)));
    agent.destroy();
    const refused = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(REQUESTS_PER_10_SECONDS);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('10');
      expect(JSON.parse(r.text)).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    }
    expect((await get(`${proxy.url}/api/health/live`, '127.0.3.1')).status).toBe(429);
    await othersAreServed('127.0.0.5');
  });
});
