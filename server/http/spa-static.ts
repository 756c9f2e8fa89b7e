import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { LOCALES, localeOfPath, localizedPath, type Locale } from '#domain/i18n/locales.ts';
import { isShellOnlyPath } from '#domain/page-paths.ts';
import { shellWithoutJavaScript } from '#server/pages/shell-without-javascript.ts';

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
  // Vite puts content-hashed files under /assets/ (each other language's build under its own
  // folder's, /fr/assets/): they never change under the same name.
  if (localeOfPath(path).page.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
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
    files.set(path, staticFile(path, readFileSync(full), types[extname(full)] ?? 'application/octet-stream'));
  }
  return files;
}

function staticFile(path: string, body: Buffer, type: string): StaticFile {
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
  return file;
}

function send(c: Context, file: StaticFile) {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
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
 * Serves the built app: real files as they are; public pages rendered on the server (with
 * `pages`); the app shell (index.html) for the routes that show a user's data, and for every
 * page when there is no server bundle. Never for /api or /uploads (those 404 as JSON/plain).
 */
export function mountSpa(app: Hono<any>, distDir: string, pages?: { serve(c: Context): Promise<Response>; renders(path: string): boolean }) {
  const files = loadSpa(distDir);
  // The build's own notes (Vite's manifest, the route manifest) are for the server, not browsers.
  for (const path of files.keys()) if (path.startsWith('/.vite/')) files.delete(path);
  // Each language's app shell: the French build's is under /fr (vite.config.ts).
  const shellOf = (locale: Locale) => {
    const indexFile = files.get(localizedPath(locale, '/index.html'));
    // The shell as a page's answer says, without JavaScript, what that page needs (one per kind).
    const shellFor = indexFile ? shellWithoutJavaScript(indexFile.body.toString('utf8'), locale) : undefined;
    const shells = new Map<string, StaticFile>();
    return (page: string): StaticFile | undefined => {
      if (!shellFor || !isShellOnlyPath(page)) return indexFile;
      const { kind, html } = shellFor(page);
      let file = shells.get(kind);
      if (!file) shells.set(kind, (file = staticFile('/index.html', Buffer.from(html), types['.html']!)));
      return file;
    };
  };
  const shells = Object.fromEntries(LOCALES.map((locale) => [locale, shellOf(locale)])) as Record<Locale, ReturnType<typeof shellOf>>;
  const shellPage = (path: string): StaticFile | undefined => {
    const { locale, page } = localeOfPath(path);
    return shells[locale](page);
  };
  app.get('*', async (c, next) => {
    const path = decodedPath(c.req.path);
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/')) return next();
    const file = files.get(path);
    if (file) return send(c, file);
    // A missing asset is a 404, not a page: a browser expecting JS must not get HTML.
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return next();
    if (pages?.renders(path)) return pages.serve(c);
    const shell = shellPage(path);
    return shell ? send(c, shell) : next();
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
