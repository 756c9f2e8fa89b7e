import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export type PaypalSdkStandIn = { url: string; close(): Promise<void> };

/**
 * Serves paypal-sdk-stand-in.js at /sdk/js on its own origin, as PayPal serves the real SDK
 * (the query string — client-id, currency, components — is read by the script itself).
 */
export async function startPaypalSdkStandIn(): Promise<PaypalSdkStandIn> {
  const source = await readFile(join(import.meta.dirname, 'paypal-sdk-stand-in.js'), 'utf8');
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'GET' && path === '/sdk/js') {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
      res.end(source);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sdk/js`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
