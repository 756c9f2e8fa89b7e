import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '#domain/image-variants.ts';
import { messages } from '#domain/messages.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { fetchBytes, formWith, pngOf, sidewaysJpeg, solid, storedPictureCounts } from './upload-test-fixtures.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.makeUser({ admin: true })).token;
});
afterAll(() => server.close());

const fetchUpload = (url: string) => fetchBytes(server.url, url);

describe('POST /api/products/upload', () => {
  it('stores a PNG as WebP and serves it back with long-lived caching', async () => {
    const png = await pngOf(2400, 1200);
    const res = await server.call('POST', '/api/products/upload', {
      token: admin,
      raw: formWith('image', [{ bytes: png, name: 'bottle.png', type: 'image/png' }]),
    });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);

    const { res: served, bytes } = await fetchUpload(res.body.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // Resized to fit within 1600 px, keeping the aspect ratio.
    expect([meta.width, meta.height]).toEqual([1600, 800]);
  });

  it('turns a sideways phone JPEG upright and drops its EXIF data', async () => {
    const jpeg = await sidewaysJpeg(300, 200);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await server.call('POST', '/api/products/upload', {
      token: admin,
      raw: formWith('image', [{ bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' }]),
    });
    expect(res.status).toBe(200);
    const { bytes } = await fetchUpload(res.body.image);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Camera'))).toBe(false);
  });

  it('accepts WebP, AVIF and GIF whatever name and type the browser gave them', async () => {
    const inputs = [await solid(64, 48).webp().toBuffer(), await solid(64, 48).avif().toBuffer(), await solid(64, 48).gif().toBuffer()];
    for (const bytes of inputs) {
      const res = await server.call('POST', '/api/products/upload', {
        token: admin,
        raw: formWith('image', [{ bytes, name: 'photo', type: 'application/octet-stream' }]),
      });
      expect(res.status).toBe(200);
      const meta = await sharp((await fetchUpload(res.body.image)).bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
    }
  });

  it('names an upload after its content: the same picture twice is one URL, another picture another', async () => {
    const send = async (png: Buffer) =>
      (await server.call('POST', '/api/products/upload', { token: admin, raw: formWith('image', [{ bytes: png, name: 'a.png', type: 'image/png' }]) })).body
        .image as string;
    const png = await pngOf(40, 40);
    const [a, b, other] = [await send(png), await send(png), await send(await pngOf(40, 40, '#336699'))];
    expect(a).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });

  it('answers a replay of the same request (same Idempotency-Key) with the first URL', async () => {
    // The same bytes twice, as a network retry sends them (a new FormData would get a new boundary).
    const request = new Request('http://x/', { method: 'POST', body: formWith('image', [{ bytes: await pngOf(30, 30), name: 'a.png', type: 'image/png' }]) });
    const body = Buffer.from(await request.arrayBuffer());
    const headers = { 'idempotency-key': 'upload-replay-1', 'content-type': request.headers.get('content-type')! };
    const first = await server.call('POST', '/api/products/upload', { token: admin, headers, raw: body });
    const second = await server.call('POST', '/api/products/upload', { token: admin, headers, raw: body });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.image).toBe(first.body.image);
  });

  it('answers a retry with the same key but a new multipart boundary (a browser resending the form) with the first URL; other bytes with that key are 422', async () => {
    const png = await pngOf(32, 32);
    const send = async (bytes: Buffer) => {
      // A new Request per send: its form gets a boundary of its own, as each browser retry does.
      const request = new Request('http://x/', { method: 'POST', body: formWith('image', [{ bytes, name: 'a.png', type: 'image/png' }]) });
      const headers = { 'idempotency-key': 'upload-retry-new-boundary', 'content-type': request.headers.get('content-type')! };
      return server.call('POST', '/api/products/upload', { token: admin, headers, raw: Buffer.from(await request.arrayBuffer()) });
    };
    const first = await send(png);
    const retry = await send(png);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.image).toBe(first.body.image);
    const other = await send(await pngOf(33, 33));
    expect(other.status).toBe(422);
  });

  it('is for admins only', async () => {
    const png = await pngOf(20, 20);
    const form = () => formWith('image', [{ bytes: png, name: 'a.png', type: 'image/png' }]);
    const anonymous = await server.call('POST', '/api/products/upload', { raw: form() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(messages.noToken);
    const shopper = (await server.makeUser()).token;
    const refused = await server.call('POST', '/api/products/upload', { token: shopper, raw: form() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.notAdmin);
    const many = await server.call('POST', '/api/products/upload-images', { token: shopper, raw: formWith('images', []) });
    expect(many.status).toBe(403);
  });
});

describe('POST /api/products/upload-images', () => {
  it('stores several images and returns their URLs in order', async () => {
    const sizes = [
      [120, 90],
      [90, 120],
      [50, 50],
    ] as const;
    const parts = await Promise.all(sizes.map(async ([w, h], i) => ({ bytes: await pngOf(w, h), name: `g${i}.png`, type: 'image/png' })));
    const res = await server.call('POST', '/api/products/upload-images', { token: admin, raw: formWith('images', parts) });
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(3);
    for (const [i, url] of (res.body.images as string[]).entries()) {
      const { res: served, bytes } = await fetchUpload(url);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual(sizes[i]);
    }
  });

  it('accepts exactly ten images', async () => {
    // Ten different pictures: the same one ten times would be one picture under one URL.
    const parts = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({ bytes: await pngOf(16, 16, `#${i}0a0b0`), name: `${i}.png`, type: 'image/png' })),
    );
    const res = await server.call('POST', '/api/products/upload-images', { token: admin, raw: formWith('images', parts) });
    expect(res.status).toBe(200);
    expect(new Set(res.body.images).size).toBe(10);
  });
});

describe('GET /uploads/:name', () => {
  it('answers 404 for unknown names and for anything that tries to leave the upload folder', async () => {
    for (const path of [
      '/uploads/nothing-here.webp',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/..%2fpglite%2fPG_VERSION',
      '/uploads/%2e%2e%2fjwt-secret',
      '/uploads/..%5cjwt-secret',
      '/uploads/jwt-secret',
      '/uploads/.hidden.webp',
      '/uploads/UPPER.webp',
      '/uploads/a.webp%00.png',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/image/);
    }
  });
});

describe('GET /uploads/:name from the picture store (issue 14)', () => {
  const upload = async (png: Buffer) => {
    const res = await server.call('POST', '/api/products/upload', { token: admin, raw: formWith('image', [{ bytes: png, name: 'a.png', type: 'image/png' }]) });
    expect(res.status).toBe(200);
    return res.body.image as string;
  };
  /** Every file under `dir`, however deep. */
  const filesUnder = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

  it('sends an ETag and answers 304 to If-None-Match with it (weak or in a list), for an original and a variant', async () => {
    const image = await upload(await pngOf(600, 750, '#8a5ab4'));
    for (const url of [image, variantUrl(image, 320, 'avif')!]) {
      const first = await fetch(`${server.url}${url}`);
      await first.arrayBuffer();
      expect(first.status, url).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, url).toMatch(/^"[0-9a-f]{64}"$/);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
        const again = await fetch(`${server.url}${url}`, { headers: { 'if-none-match': ifNoneMatch } });
        expect(again.status, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await again.arrayBuffer()).byteLength).toBe(0);
      }
      const other = await fetch(`${server.url}${url}`, { headers: { 'if-none-match': '"0000"' } });
      expect(other.status).toBe(200);
      expect(Buffer.from(await other.arrayBuffer()).length).toBeGreaterThan(0);
    }
  });

  it('answers 404, not 304, to If-None-Match for a picture it does not have', async () => {
    const res = await fetch(`${server.url}/uploads/${'a'.repeat(64)}.webp`, { headers: { 'if-none-match': '*' } });
    await res.arrayBuffer();
    expect(res.status).toBe(404);
  });

  it('writes nothing under DATA_DIR: uploads, their variants and variants made on demand all go to the database', async () => {
    const before = await storedPictureCounts(server.deps.db);
    const image = await upload(await pngOf(500, 500, '#5ab48a'));
    // One made on demand too: a picture stored without its variants.
    const bare = await server.deps.pictures.put(await solid(700, 700, '#b45a5a').webp().toBuffer(), 'image/webp');
    expect((await fetchBytes(server.url, variantUrl(`/uploads/${bare}.webp`, 480, 'webp')!)).res.status).toBe(200);
    expect((await fetchBytes(server.url, image)).res.status).toBe(200);

    const after = await storedPictureCounts(server.deps.db);
    expect(after.pictures).toBe(before.pictures + 2);
    expect(after.variants).toBe(before.variants + 6 + 1);
    expect(await filesUnder(server.deps.env.dataDir)).toEqual([]);
  });
});
