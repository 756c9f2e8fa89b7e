import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer for running several Sillage instances on one machine (tests, the
 * soak, `npm run start:cluster`). Production should use a real one (nginx, HAProxy, a cloud
 * balancer) configured the same way: see README "Operations".
 *
 * - round-robin over the upstreams whose readiness check (`/api/health/ready`) answers 200;
 * - a request that could not reach an upstream at all (connection refused) goes to the next
 *   one, whatever its method: the upstream never saw it;
 * - a GET or HEAD that failed after it was sent (the instance died mid-way) is retried on the
 *   next upstream too; any other method gets a 502, because only the client knows whether it is
 *   safe to repeat (our clients repeat writes with the same Idempotency-Key);
 * - X-Forwarded-For is set to the address the connection came from, replacing whatever the
 *   client sent, so instances with TRUST_PROXY=on key rate limits on the real client address
 *   and a client cannot pick its own.
 */

export type BalancerOptions = {
  upstreams: string[];
  port?: number;
  host?: string;
  healthPath?: string;
  healthIntervalMs?: number;
  /** Longest an upstream may take to answer a request. */
  upstreamTimeoutMs?: number;
  /** Largest request body buffered (bodies are buffered so a refused request can be re-sent). */
  maxBodyBytes?: number;
};

export type UpstreamState = { url: string; ready: boolean; lastError?: string };

export type Balancer = {
  url: string;
  port: number;
  upstreams(): UpstreamState[];
  /** Re-checks every upstream now (the soak calls it after restarting one). */
  checkNow(): Promise<void>;
  /** Counts of what the balancer did, for reports. */
  stats: { requests: number; retried: number; badGateway: number; unavailable: number };
  close(): Promise<void>;
};

// Connection-level headers that belong to one hop only (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization']);

function forwardHeaders(headers: IncomingHttpHeaders, clientAddress: string, bodyLength: number): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && name !== 'x-forwarded-for' && name !== 'content-length') out[name] = value;
  }
  out['x-forwarded-for'] = clientAddress;
  out['x-forwarded-proto'] = 'http';
  if (headers.host) out['x-forwarded-host'] = headers.host;
  if (bodyLength > 0 || headers['content-length'] !== undefined) out['content-length'] = String(bodyLength);
  return out;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type Attempt = { kind: 'response'; res: IncomingMessage } | { kind: 'error'; sent: boolean; error: NodeJS.ErrnoException };

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const healthPath = options.healthPath ?? '/api/health/ready';
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? 30_000;
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024 * 1024;
  // Idle pooled sockets are dropped before the instances' own keep-alive timeout (5 s), so the
  // balancer never writes a request into a socket the instance is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128, timeout: 4_000 });
  const upstreams: UpstreamState[] = options.upstreams.map((url) => ({ url: url.replace(/\/$/, ''), ready: false }));
  const stats = { requests: 0, retried: 0, badGateway: 0, unavailable: 0 };
  let next = 0;

  const check = (u: UpstreamState) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${u.url}${healthPath}`, { timeout: 1_500 }, (res) => {
        u.ready = res.statusCode === 200;
        u.lastError = u.ready ? undefined : `readiness ${res.statusCode}`;
        res.resume();
        resolve();
      });
      req.on('timeout', () => req.destroy(new Error('readiness check timed out')));
      req.on('error', (err) => {
        u.ready = false;
        u.lastError = err.message;
        resolve();
      });
    });
  const checkNow = async () => {
    await Promise.all(upstreams.map(check));
  };
  await checkNow();
  const timer = setInterval(() => void checkNow(), options.healthIntervalMs ?? 500);

  function pick(tried: Set<UpstreamState>): UpstreamState | undefined {
    for (let i = 0; i < upstreams.length; i++) {
      const u = upstreams[(next + i) % upstreams.length]!;
      if (u.ready && !tried.has(u)) {
        next = (next + i + 1) % upstreams.length;
        return u;
      }
    }
    return undefined;
  }

  function send(u: UpstreamState, req: IncomingMessage, body: Buffer): Promise<Attempt> {
    return new Promise((resolve) => {
      let sent = false;
      const target = new URL(req.url ?? '/', u.url);
      const upstreamReq = http.request(target, {
        method: req.method,
        headers: forwardHeaders(req.headers, req.socket.remoteAddress ?? 'unknown', body.length),
        agent,
        timeout: upstreamTimeoutMs,
      });
      // Connected (or a pooled socket handed over): from here the upstream may have seen it.
      upstreamReq.on('socket', (socket) => {
        if (!socket.connecting) sent = true;
        else socket.once('connect', () => (sent = true));
      });
      upstreamReq.on('response', (res) => resolve({ kind: 'response', res }));
      upstreamReq.on('timeout', () => upstreamReq.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' })));
      upstreamReq.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'error', sent: sent && error.code !== 'ECONNREFUSED', error }));
      upstreamReq.end(body);
    });
  }

  function reply(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify({ message }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    stats.requests += 1;
    const body = await readBody(req, maxBodyBytes);
    if (body === null) return reply(res, 413, 'Request body too large for the balancer');
    const canRepeat = req.method === 'GET' || req.method === 'HEAD';
    const tried = new Set<UpstreamState>();
    for (;;) {
      const u = pick(tried);
      if (!u) {
        stats.unavailable += 1;
        return reply(res, 503, 'No server instance is ready; retry shortly', { 'retry-after': '1' });
      }
      tried.add(u);
      const attempt = await send(u, req, body);
      if (attempt.kind === 'response') {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(attempt.res.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        }
        res.writeHead(attempt.res.statusCode ?? 502, headers);
        attempt.res.pipe(res);
        attempt.res.on('error', () => res.destroy());
        // The client went away: stop reading the upstream's answer.
        res.on('close', () => !res.writableFinished && attempt.res.destroy());
        return;
      }
      // It did not answer: take it out of rotation until its readiness check passes again.
      u.ready = false;
      u.lastError = attempt.error.code ?? attempt.error.message;
      if (attempt.sent && !canRepeat) {
        stats.badGateway += 1;
        return reply(res, 502, 'The server instance handling this request stopped; retry it (with the same Idempotency-Key)');
      }
      stats.retried += 1;
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => reply(res, 502, 'Bad gateway'));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    upstreams: () => upstreams.map((u) => ({ ...u })),
    checkNow,
    stats,
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      agent.destroy();
    },
  };
}
