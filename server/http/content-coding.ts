import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing saves less than the headers it adds. */
export const COMPRESS_FROM_BYTES = 1024;

// Clients send a handful of distinct Accept-Encoding values: parse each once.
const chosen = new Map<string, ContentCoding>();
const MAX_REMEMBERED = 64;

function parse(header: string): ContentCoding {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  // Brotli is smaller for JSON; gzip is what every client has.
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The coding to answer with for an Accept-Encoding header value (RFC 9110 §12.5.3, q=0 honoured). */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let coding = chosen.get(acceptEncoding);
  if (coding === undefined) {
    coding = parse(acceptEncoding);
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    chosen.set(acceptEncoding, coding);
  }
  return coding;
}

/**
 * Compresses synchronously: called once per cached entry and coding, or for a large uncached
 * response. Brotli at quality 5 is about as fast as gzip here and still clearly smaller; 11
 * would take tens of milliseconds per catalogue page after every catalogue change.
 */
export function encode(body: Uint8Array, coding: Exclude<ContentCoding, 'identity'>): Buffer {
  if (coding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipSync(body);
}
