import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * The soak's HTTP client. Every attempt is recorded (when it started and ended, its status),
 * so the report can tell 5xx inside a fault window from 5xx outside one. Each virtual client
 * sends from its own loopback address (127.0.0.N): HAProxy passes it on as
 * X-Forwarded-For, and the instances' per-IP limits see distinct clients, as in production.
 */

export type Sample = { route: string; start: number; end: number; status: number | 'network' };
export type Reply<T = any> = { status: number; body: T };

export type CallOptions = { token?: string; body?: unknown; key?: string };

/** The request was retried for longer than the client's patience: the soak fails. */
export class GaveUp extends Error {}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
const MAX_RETRY_MS = 60_000;

export class Traffic {
  readonly samples: Sample[] = [];
  readonly gaveUp: string[] = [];
  /** Writes that needed more than one attempt and then succeeded. */
  retriedToSuccess = 0;
  private readonly t0: number;

  constructor(
    private readonly baseUrl: string,
    t0: number,
  ) {
    this.t0 = t0;
  }

  now() {
    return performance.now() - this.t0;
  }

  /** One attempt. A network error (no response at all) is a sample too, with status 'network'. */
  once<T = any>(source: string, route: string, method: string, path: string, options: CallOptions = {}): Promise<Reply<T> | null> {
    const body = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(body.length);
    }
    if (options.token) headers['auth-token'] = options.token;
    if (options.key) headers['idempotency-key'] = options.key;
    const start = this.now();
    return new Promise((resolve) => {
      const req = http.request(`${this.baseUrl}${path}`, { method, headers, agent, localAddress: source, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          this.samples.push({ route, start, end: this.now(), status });
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* keep the text */
          }
          resolve({ status, body: parsed as T });
        });
        res.on('error', () => {
          this.samples.push({ route, start, end: this.now(), status: 'network' });
          resolve(null);
        });
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        this.samples.push({ route, start, end: this.now(), status: 'network' });
        resolve(null);
      });
      req.end(body);
    });
  }

  /**
   * Repeats the call until it gets an answer that is not a server failure: a network error or
   * any 5xx is retried, writes with the same Idempotency-Key (the server runs them once), and
   * so is a 409 saying the same key is still being processed elsewhere.
   */
  async call<T = any>(source: string, route: string, method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const key = options.key ?? (method === 'GET' ? undefined : randomUUID());
    const started = this.now();
    for (let attempt = 1; ; attempt++) {
      const reply = await this.once<T>(source, route, method, path, { ...options, ...(key ? { key } : {}) });
      const stillProcessing = reply?.status === 409 && /still being processed/.test(String((reply.body as { message?: string } | null)?.message));
      if (reply && reply.status < 500 && !stillProcessing) {
        if (attempt > 1) this.retriedToSuccess += 1;
        return reply;
      }
      if (this.now() - started > MAX_RETRY_MS) {
        this.gaveUp.push(`${method} ${path} after ${attempt} attempts (last: ${reply?.status ?? 'network error'})`);
        throw new GaveUp(`${method} ${path}`);
      }
      await new Promise((r) => setTimeout(r, Math.min(100 * attempt, 1_000)));
    }
  }
}
