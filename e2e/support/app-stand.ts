// A stand-in for the network between the browser and the e2e server, on its own origin: it serves
// a build of the SPA (and can switch to another build: a deployment while a tab is open) and
// forwards /api and /uploads to the real server unchanged. It records the API requests it
// forwards and can lose an answer on the way back, as a network cut mid-request does: the server
// has done the work, the browser gets no response. Nothing is mocked: every answer is the server's.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { mountSpa } from '#server/http/spa-static.ts';

export type ForwardedRequest = { method: string; path: string; idempotencyKey: string | undefined; at: number };

export type AppStand = {
  url: string;
  /** Serves another build from now on, as a deployment would. */
  deploy: (distDir: string) => void;
  /** The next request that matches reaches the server, but its answer never reaches the browser. */
  loseNextAnswer: (matches: (request: ForwardedRequest) => boolean) => void;
  /** API requests forwarded so far. */
  requests: ForwardedRequest[];
  close: () => Promise<void>;
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host', 'accept-encoding']);

function spaListener(distDir: string) {
  const app = new Hono();
  mountSpa(app, distDir);
  return getRequestListener(app.fetch);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startAppStand(upstream: string, distDir: string): Promise<AppStand> {
  let serveSpa = spaListener(distDir);
  const requests: ForwardedRequest[] = [];
  const losses: Array<(request: ForwardedRequest) => boolean> = [];

  async function forward(req: IncomingMessage, res: ServerResponse, path: string) {
    const key = req.headers['idempotency-key'];
    const record: ForwardedRequest = { method: req.method ?? 'GET', path, idempotencyKey: typeof key === 'string' ? key : undefined, at: Date.now() };
    if (path.startsWith('/api/')) requests.push(record);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = await bodyOf(req);
    const answer = await fetch(`${upstream}${path}`, {
      method: record.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : null,
      redirect: 'manual',
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const lose = losses.findIndex((matches) => matches(record));
    if (lose >= 0) {
      losses.splice(lose, 1);
      req.socket.destroy();
      return;
    }
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) out[name] = value;
    });
    res.writeHead(answer.status, { ...out, 'content-length': String(bytes.length) });
    res.end(bytes);
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/uploads/')) {
      forward(req, res, path).catch(() => req.socket.destroy());
      return;
    }
    void serveSpa(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (dir) => {
      serveSpa = spaListener(dir);
    },
    loseNextAnswer: (matches) => losses.push(matches),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
