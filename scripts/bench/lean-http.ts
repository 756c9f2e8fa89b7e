import { connect, type Socket } from 'node:net';

/**
 * The least HTTP/1.1 client a benchmark's side load needs: requests written as one string over
 * kept-alive sockets, one at a time a socket, and the answer's status and body read by
 * Content-Length (or chunks). For bench:api's churn, which stands for shoppers on their own
 * phones: its CPU on the server's two cores is the bench's, not the shop's, and with node:http's
 * client machinery (ClientRequest, IncomingMessage, the agent's streams) the client took 2.3–2.9 ms
 * of CPU an order and its cancel, against 0.8–1.7 ms with this one
 * (docs/decisions/2026-11-30-one-statement-claim.md).
 */
export type LeanResponse = { status: number; body: string };

type Pending = { resolve: (response: LeanResponse) => void; reject: (err: Error) => void };

class Connection {
  readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | undefined;

  constructor(host: string, port: number, onClose: () => void) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    const fail = (err: Error) => {
      this.closed = true;
      this.pending?.reject(err);
      this.pending = undefined;
      onClose();
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  /** Taken by a request (from before its text is written until its answer is read). */
  taken = false;
  closed = false;

  send(text: string): Promise<LeanResponse> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(text);
    });
  }

  private parse() {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.pending) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body: Buffer | undefined;
    let rest: Buffer;
    if (length) {
      const total = end + 4 + Number(length[1]);
      if (this.buffer.length < total) return;
      body = this.buffer.subarray(end + 4, total);
      rest = this.buffer.subarray(total);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const chunks: Buffer[] = [];
      let at = end + 4;
      for (;;) {
        const line = this.buffer.indexOf('\r\n', at);
        if (line < 0) return;
        const size = parseInt(this.buffer.toString('latin1', at, line), 16);
        if (this.buffer.length < line + 2 + size + 2) return;
        if (size === 0) {
          rest = this.buffer.subarray(line + 4);
          break;
        }
        chunks.push(this.buffer.subarray(line + 2, line + 2 + size));
        at = line + 2 + size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      body = Buffer.alloc(0);
      rest = this.buffer.subarray(end + 4);
    }
    this.buffer = rest;
    const { resolve } = this.pending;
    this.pending = undefined;
    resolve({ status, body: body.toString('utf8') });
  }
}

/** Up to `maxSockets` kept-alive connections to `origin`; a request takes a free one or opens one. */
export function leanClient(origin: string, maxSockets = 16) {
  const { hostname, port } = new URL(origin);
  const host = `${hostname}:${port}`;
  const open = new Set<Connection>();
  const waiting: Array<(connection: Connection) => void> = [];

  const take = (): Promise<Connection> => {
    let connection = [...open].find((each) => !each.taken);
    if (!connection && open.size < maxSockets) {
      const opened: Connection = new Connection(hostname, Number(port), () => open.delete(opened));
      open.add(opened);
      connection = opened;
    }
    if (!connection) return new Promise((resolve) => waiting.push(resolve));
    connection.taken = true;
    return Promise.resolve(connection);
  };

  return {
    async request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<LeanResponse> {
      let text = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
      for (const name in headers) text += `${name}: ${headers[name]}\r\n`;
      text += `content-length: ${body === undefined ? 0 : Buffer.byteLength(body)}\r\n\r\n${body ?? ''}`;
      const connection = await take();
      try {
        return await connection.send(text);
      } finally {
        const next = connection.closed ? undefined : waiting.shift();
        if (next) next(connection);
        else connection.taken = false;
      }
    },
    close() {
      for (const connection of open) connection.socket.destroy();
    },
  };
}
