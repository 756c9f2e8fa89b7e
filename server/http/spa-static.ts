import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { chooseCoding, encode } from './content-coding.ts';
import { firstScreenPlan, withFirstScreen } from './first-screen.ts';

type StaticFile = { body: Buffer; gzip?: Buffer; brotli?: Buffer; type: string; etag: string; cacheControl: string };

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

function cacheControlFor(path: string): string {
  // Vite puts content-hashed files under /assets/: they never change under the same name.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // The shell and the service worker must be revalidated, or a deployment would never arrive.
  return 'no-cache';
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Loads the built SPA into memory once (it is small), precompressed, with strong ETags. */
export function loadSpa(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  for (const full of walk(distDir)) {
    const path = `/${relative(distDir, full).split(sep).join('/')}`;
    const body = readFileSync(full);
    const type = types[extname(full)] ?? 'application/octet-stream';
    const file: StaticFile = {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: cacheControlFor(path),
    };
    if (compressible.test(type) && body.length > 1024) {
      file.gzip = gzipSync(body, { level: 9 });
      file.brotli = brotliCompressSync(body);
    }
    files.set(path, file);
  }
  return files;
}

function send(c: Context, file: StaticFile) {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  if (!file.gzip && !file.brotli && compressible.test(file.type) && file.body.length > 1024) {
    // Made for this request (a first-screen page): encoded in the one coding this client takes.
    const coding = chooseCoding(c.req.header('accept-encoding'));
    if (coding !== 'identity') {
      return c.body(new Uint8Array(encode(file.body, coding)), 200, { ...headers, 'content-encoding': coding });
    }
  }
  const accept = c.req.header('accept-encoding') ?? '';
  if (file.brotli && /\bbr\b/.test(accept)) {
    return c.body(new Uint8Array(file.brotli), 200, { ...headers, 'content-encoding': 'br' });
  }
  if (file.gzip && /\bgzip\b/.test(accept)) {
    return c.body(new Uint8Array(file.gzip), 200, { ...headers, 'content-encoding': 'gzip' });
  }
  return c.body(new Uint8Array(file.body), 200, headers);
}

/**
 * Serves the SPA: real files as they are, and index.html for client routes, so a deep link
 * like /explore-scents/abc works on reload. Never for /api or /uploads (those 404 as JSON/plain).
 */
export function mountSpa(app: Hono<any>, distDir: string) {
  const files = loadSpa(distDir);
  // The build's map of files is for the build scripts, not for browsers.
  files.delete('/.vite/manifest.json');
  app.get('*', async (c, next) => {
    const path = decodedPath(c.req.path);
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/')) return next();
    const file = files.get(path);
    if (file) return send(c, file);
    const index = files.get('/index.html');
    // A missing asset is a 404, not the shell: a browser expecting JS must not get HTML.
    if (!index || /\.[a-z0-9]{1,8}$/i.test(path)) return next();
    // The raw path: the plan decodes the keyword itself, once.
    const plan = firstScreenPlan(c.req.path, new URL(c.req.url).search);
    if (!plan) return send(c, index);
    // The API's own answer (its catalogue cache, its 404s): nothing is computed twice here.
    const answer = await app.request(plan.apiPath, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } });
    if (answer.status !== 200) return send(c, index);
    const answerJson = await answer.text();
    const html = withFirstScreen(index.body.toString('utf8'), plan, answerJson);
    // The ETag follows the shell and the answer, not the time the page was written: a browser
    // that has this page gets a 304 and finds the answers too old to use (src/app/first-screen.ts).
    const etag = `"${createHash('sha1').update(index.etag).update(plan.apiPath).update(answerJson).digest('base64url')}"`;
    return send(c, pageFile(html, etag));
  });
}

/** The path as files are named; a malformed escape (`%E0%A4%A`) is left as it came, never a 500. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A page made for one request: compressed for this client only. */
function pageFile(html: string, etag: string): StaticFile {
  return { body: Buffer.from(html), type: 'text/html; charset=utf-8', etag, cacheControl: 'no-cache' };
}
