import { createServer, connect, type Server } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlowLineRelay, type SlowLineRelay } from './slow-line-relay.ts';

// Real sockets and real time: the numbers are the line's, so they are checked within a margin
// that a loaded machine's timers fit in (the line's own timing, not the machine's, dominates).
const RTT_MS = 100;
const KBPS = 400; // 50 bytes a millisecond
const SIZE = 100_000;

/** Answers each connection's first bytes with SIZE bytes, then half-closes. */
function startAnsweringServer(): Promise<{ server: Server; port: number }> {
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    socket.once('data', () => socket.end(Buffer.alloc(SIZE, 7)));
    socket.on('end', () => socket.end());
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

type Transfer = { firstByteMs: number; doneMs: number; bytes: number };

/** Connects through the relay, asks, and reads until the server's half-close arrives. */
function fetchThrough(relay: SlowLineRelay): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    const socket = connect({ host: '127.0.0.1', port: relay.port, allowHalfOpen: true }, () => socket.write('go'));
    socket.on('data', (chunk) => {
      if (bytes === 0) firstByteMs = performance.now() - start;
      bytes += chunk.length;
    });
    socket.on('end', () => {
      resolve({ firstByteMs, doneMs: performance.now() - start, bytes });
      socket.end();
    });
    socket.on('error', reject);
  });
}

function closedByRelay(relay: SlowLineRelay): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: relay.port });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

describe('startSlowLineRelay', () => {
  let target: { server: Server; port: number };
  let relay: SlowLineRelay;
  beforeAll(async () => {
    target = await startAnsweringServer();
    relay = await startSlowLineRelay({ targetPort: target.port, rttMs: RTT_MS, kbitPerSecond: KBPS });
  });
  afterAll(async () => {
    await relay.close();
    await new Promise((resolve) => target.server.close(resolve));
  });

  it('takes the serialisation time of the bytes plus the handshake and a round trip', async () => {
    relay.resetCounters();
    const transfer = await fetchThrough(relay);
    // handshake (1 RTT) + request up and answer down (1 RTT) + 100 KB at 50 B/ms (2000 ms)
    expect(transfer.bytes).toBe(SIZE);
    expect(transfer.doneMs).toBeGreaterThan(2 * RTT_MS + 2000 - 50);
    expect(transfer.doneMs).toBeLessThan(2 * RTT_MS + 2000 + 400);
    // The first byte waits for the handshake and the request's round trip, and one segment.
    expect(transfer.firstByteMs).toBeGreaterThanOrEqual(2 * RTT_MS);
    expect(relay.bytesDown()).toBe(SIZE);
    expect(relay.bytesUp()).toBe(2);
  });

  it('shares the rate between concurrent connections rather than serving them in turn', async () => {
    const [a, b] = await Promise.all([fetchThrough(relay), fetchThrough(relay)]);
    // Together 200 KB: 4 s of line. One after the other, the first would be done at 2.2 s.
    for (const transfer of [a!, b!]) {
      expect(transfer.bytes).toBe(SIZE);
      expect(transfer.doneMs).toBeGreaterThan(2 * RTT_MS + 4000 - 100);
      expect(transfer.doneMs).toBeLessThan(2 * RTT_MS + 4000 + 600);
    }
    expect(Math.abs(a!.doneMs - b!.doneMs)).toBeLessThan(200);
  }, 15_000);

  it('cuts open connections and refuses new ones while offline', async () => {
    const waiting = connect({ host: '127.0.0.1', port: relay.port });
    waiting.on('error', () => {});
    const cut = new Promise((resolve) => waiting.on('close', resolve));
    await new Promise((resolve) => waiting.on('connect', resolve));
    relay.setOffline(true);
    await cut;
    await closedByRelay(relay);
    relay.setOffline(false);
    expect((await fetchThrough(relay)).bytes).toBe(SIZE);
  });
});
