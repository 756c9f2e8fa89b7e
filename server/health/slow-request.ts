import http from 'node:http';

/**
 * A request whose body arrives in two parts, on a connection of its own: between `start()` and
 * `finish()` the server holds it in flight (read, not answered), as a slow upload would be.
 */
export function slowJsonRequest(url: string, method: string, body: unknown) {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  let response: Promise<{ status: number; body: any }> | undefined;
  let req: http.ClientRequest | undefined;
  return {
    /** Sends the headers and the first half of the body; resolves once the server accepted it. */
    async start() {
      req = http.request(url, { method, agent: false, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) } });
      response = new Promise((resolve, reject) => {
        req!.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
        });
        req!.on('error', reject);
      });
      req.flushHeaders();
      req.write(bytes.subarray(0, half));
      await new Promise<void>((resolve) => req!.once('socket', (s) => (s.connecting ? s.once('connect', () => resolve()) : resolve())));
      // Give the server a moment to read what was sent: the request is now in its hands.
      await new Promise((r) => setTimeout(r, 150));
    },
    /** Sends the rest and waits for the answer. */
    finish() {
      req!.end(bytes.subarray(half));
      return response!;
    },
  };
}

/** Whether a new TCP connection to `url` is accepted. */
export async function acceptsConnections(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
