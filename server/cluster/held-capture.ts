import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a slow PayPal in front of the fake one: captures wait until `release()`, so a
 * test can hold a payment request inside our handler (its Idempotency-Key claimed) and kill the
 * instance there. Everything else passes straight through.
 */
export async function heldCaptures(targetUrl: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url?.endsWith('/capture')) {
      arrived();
      await released;
      // The instance that asked may be gone: then nobody is told, and PayPal never saw it.
      if (req.socket.destroyed) return;
    }
    const upstream = http.request(
      new URL(req.url ?? '/', targetUrl),
      { method: req.method, headers: { ...req.headers, host: new URL(targetUrl).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves when the first capture request is being held. */
    captureArrived: () => firstArrival,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
