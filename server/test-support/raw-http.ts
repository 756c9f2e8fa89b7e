import { request } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

const decoded = (bytes: Buffer, coding: unknown) =>
  (coding === 'gzip' ? gunzipSync(bytes) : coding === 'br' ? brotliDecompressSync(bytes) : bytes).toString('utf8');

/**
 * A plain GET that follows nothing and decompresses what it gets: what a crawler or a chat
 * preview reads. `path` goes on the request line as it is (percent-escapes and all).
 */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: decoded(Buffer.concat(chunks), res.headers['content-encoding']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * One request written byte for byte on a fresh socket (`GET http://other-host/x HTTP/1.1`, or a
 * Host that is not the server's): what node:http's client would not send. Answers without a body
 * length are not expected; the connection is closed after the answer.
 */
export function rawRequestLine(port: number, requestLine: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = all.subarray(split + 4);
      if (answerHeaders['transfer-encoding'] === 'chunked') return reject(new Error('rawRequestLine: chunked answers are not read'));
      resolve({ status: Number(statusLine?.split(' ')[1]), headers: answerHeaders, text: decoded(body, answerHeaders['content-encoding']) });
    });
    const head = Object.entries({ ...headers, connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`${requestLine}\r\n${head.join('')}\r\n`);
  });
}
