// A server-rendered page that reaches the browser in two parts, the second held until the test
// releases it: the way a page kept for offline comes out of the service worker's cache on a busy
// phone, whose parser reads and the browser paints whatever has come so far. A relay in front of
// the e2e server, on its own origin: its /__frame page holds the page in a same-origin iframe, so
// that the test can let frames go by (the parent's) while the second part is held, whether or not
// the held page itself may paint. Everything else is forwarded to the server unchanged.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';

export type PageInParts = {
  /** Opens `path` in the relay's frame, its server-rendered page cut before the tag holding `before`; returns the frame. */
  open: (page: Page, path: string, before: string) => Promise<Frame>;
  /** Sends the rest of the page. */
  release: () => void;
  close: () => Promise<void>;
};

export async function startPageInParts(upstream: string): Promise<PageInParts> {
  const target = new URL(upstream);
  let held: { path: string; before: string } | undefined;
  let release = () => {};
  const server = createServer((req, res) => {
    if (req.url === '/__frame') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><body style="margin:0"><iframe src="${held?.path}" style="display:block;border:0;width:100vw;height:100vh"></iframe>`);
      return;
    }
    if (held && req.url === held.path && req.headers.accept?.includes('text/html')) {
      const { before } = held;
      held = undefined;
      void fetch(new URL(req.url, upstream), { headers: { accept: 'text/html' } })
        .then((answer) => answer.text())
        .then((html) => {
          const at = html.indexOf(before);
          if (at < 0) throw new Error(`${before} is not in the page`);
          const cut = html.lastIndexOf('<', at);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.write(html.slice(0, cut));
          release = () => res.end(html.slice(cut));
        })
        .catch((error: unknown) => res.destroy(error as Error));
      return;
    }
    const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    open: async (page, path, before) => {
      held = { path, before };
      // Not until "load": that waits for the frame, whose page is held.
      await page.goto(`${url}/__frame`, { waitUntil: 'domcontentloaded' });
      return (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
    },
    release: () => release(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
