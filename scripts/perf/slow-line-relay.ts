// A TCP relay in front of a server that behaves like a poor mobile line (shared/notes/poor-line.md):
// every byte, both ways and of every connection, crosses one shared link per direction at
// `kbitPerSecond` with `rttMs` of round trip, and each new connection first pays a round trip
// for its handshake. The browser's base URL is the relay's; the server behind it is untouched.
// Reading from loopback is eager (the link holds the bytes, as the network would), bounded by
// pausing a source whose queue is long.
import { createServer, connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SharedLink } from './shared-link.ts';

export type SlowLineOptions = {
  targetPort: number;
  targetHost?: string;
  rttMs?: number;
  kbitPerSecond?: number;
  /** 0: any free port. */
  port?: number;
};

export type SlowLineRelay = {
  port: number;
  /** `http://localhost:PORT`, the URL a browser should open. */
  url: string;
  /** Bytes that reached the clients (server → browser) since the start or the last reset. */
  bytesDown(): number;
  /** Bytes that reached the server (browser → server). */
  bytesUp(): number;
  resetCounters(): void;
  /** On: every open connection is cut and new ones are refused (reset), as with no signal at all. */
  setOffline(on: boolean): void;
  close(): Promise<void>;
};

/** The settings a bench or test reads from the environment: LINE_RTT_MS and LINE_KBPS. */
export function lineSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): { rttMs: number; kbitPerSecond: number } {
  const rttMs = Number(env.LINE_RTT_MS ?? 400);
  const kbitPerSecond = Number(env.LINE_KBPS ?? 400);
  if (!(rttMs >= 0) || !(kbitPerSecond > 0)) throw new Error(`LINE_RTT_MS must be ≥ 0 and LINE_KBPS > 0 (got ${env.LINE_RTT_MS}, ${env.LINE_KBPS})`);
  return { rttMs, kbitPerSecond };
}

export async function startSlowLineRelay(options: SlowLineOptions): Promise<SlowLineRelay> {
  const { targetPort, targetHost = '127.0.0.1', rttMs = 400, kbitPerSecond = 400, port = 0 } = options;
  const downLink = new SharedLink(kbitPerSecond, rttMs / 2);
  const upLink = new SharedLink(kbitPerSecond, rttMs / 2);
  const open = new Set<() => void>();
  let down = 0;
  let up = 0;
  let offline = false;

  const server = createServer({ allowHalfOpen: true, noDelay: true }, (client) => {
    if (offline) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect({ host: targetHost, port: targetPort, allowHalfOpen: true, noDelay: true });
    // SYN, SYN-ACK: nothing the client sends (nor anything the server says first) moves before it.
    const readyAt = performance.now() + rttMs;
    const writeTo = (socket: Socket, bytes: Buffer) => {
      if (!socket.destroyed && socket.writable) socket.write(bytes);
    };
    const toServer = upLink.openFlow(readyAt, {
      deliver: (bytes) => {
        up += bytes.length;
        writeTo(upstream, bytes);
      },
      ended: () => upstream.end(),
      drained: () => client.resume(),
    });
    const toClient = downLink.openFlow(readyAt, {
      deliver: (bytes) => {
        down += bytes.length;
        writeTo(client, bytes);
      },
      ended: () => client.end(),
      drained: () => upstream.resume(),
    });
    const cut = () => {
      toServer.drop();
      toClient.drop();
      if (!client.destroyed) client.resetAndDestroy();
      if (!upstream.destroyed) upstream.resetAndDestroy();
      open.delete(cut);
    };
    open.add(cut);

    client.on('data', (bytes) => {
      if (!toServer.send(bytes)) client.pause();
    });
    upstream.on('data', (bytes) => {
      if (!toClient.send(bytes)) upstream.pause();
    });
    // A half-close travels the line behind the bytes sent before it.
    client.on('end', () => toServer.end());
    upstream.on('end', () => toClient.end());
    // A reset (or a server that cannot be reached) cuts both sides at once, as a RST would.
    client.on('error', cut);
    upstream.on('error', cut);
    // A side that is fully closed can receive nothing more; what it sent still goes.
    client.on('close', () => {
      toClient.drop();
      toServer.end();
      if (upstream.destroyed) open.delete(cut);
    });
    upstream.on('close', () => {
      toServer.drop();
      toClient.end();
      if (client.destroyed) open.delete(cut);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('slow-line relay: no TCP address');

  const cutAll = () => {
    for (const cut of [...open]) cut();
  };
  return {
    port: address.port,
    url: `http://localhost:${address.port}`,
    bytesDown: () => down,
    bytesUp: () => up,
    resetCounters: () => {
      down = 0;
      up = 0;
    },
    setOffline: (on) => {
      offline = on;
      if (on) cutAll();
    },
    close: async () => {
      offline = true;
      cutAll();
      downLink.stop();
      upLink.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
