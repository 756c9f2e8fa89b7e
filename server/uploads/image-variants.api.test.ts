import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS, variantUrl } from '#domain/image-variants.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { pictureUrl } from './picture-urls.ts';
import { fetchBytes, formWith, pngOf, storedPictureCounts } from './upload-test-fixtures.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.makeUser({ admin: true })).token;
});
afterAll(() => server.close());

const fetchImage = (url: string) => fetchBytes(server.url, url);

describe('responsive image variants (issue: performance)', () => {
  it('stores an AVIF and a WebP copy at each width with every upload, served like the original', async () => {
    const res = await server.call('POST', '/api/products/upload', {
      token: admin,
      raw: formWith('image', [{ bytes: await pngOf(1200, 1500), name: 'bottle.png', type: 'image/png' }]),
    });
    expect(res.status).toBe(200);
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const { res: served, bytes } = await fetchImage(variantUrl(res.body.image, width, format)!);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(`image/${format}`);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        // Same shape as the original (4:5), at the variant's width.
        expect([meta.width, meta.height]).toEqual([width, (width * 5) / 4]);
      }
    }
  });

  it('never enlarges a small picture', async () => {
    const res = await server.call('POST', '/api/products/upload-images', {
      token: admin,
      raw: formWith('images', [{ bytes: await pngOf(400, 400), name: 'small.png', type: 'image/png' }]),
    });
    expect(res.status).toBe(200);
    const { bytes } = await fetchImage(variantUrl(res.body.images[0], 800, 'webp')!);
    expect((await sharp(bytes).metadata()).width).toBe(400);
  });

  it('makes a missing variant of a stored image when it is first asked for, and keeps it', async () => {
    // Stored without variants, as the demo seed stores its pictures, under its key and a name.
    const key = await server.deps.pictures.put(
      await sharp(await pngOf(800, 1000))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await server.deps.pictures.name('legacy-bottle', key);
    for (const url of [pictureUrl(key), pictureUrl('legacy-bottle')]) {
      const { res, bytes } = await fetchImage(variantUrl(url, 480, 'avif')!);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect((await sharp(bytes).metadata()).width).toBe(480);
    }
    // Made once, stored beside its source for every instance.
    expect(await server.deps.pictures.getVariant(key, 480, 'avif')).not.toBeNull();
    expect(await server.deps.pictures.getVariant(key, 320, 'avif')).toBeNull();
  });

  it('answers 404 for a variant of a variant or an unknown width or format, and writes nothing (issue: abuse)', async () => {
    const res = await server.call('POST', '/api/products/upload', {
      token: admin,
      raw: formWith('image', [{ bytes: await pngOf(1200, 1500), name: 'bottle.png', type: 'image/png' }]),
    });
    const base = (res.body.image as string).replace(/^\/uploads\/|\.webp$/g, '');
    const probes = [
      `${base}-w800-w480.webp`,
      `${base}-w800-w480.avif`,
      `${base}-w480-w320-w320.webp`,
      `${base}-w481.avif`,
      `${base}-w480.png`,
      `${base}-w480.gif`,
      `${base}.avif`,
      `${base}.png`,
    ];
    const before = await storedPictureCounts(server.deps.db);
    for (const name of probes) {
      const answer = await fetch(`${server.url}/uploads/${name}`);
      expect(answer.status, name).toBe(404);
    }
    expect(await storedPictureCounts(server.deps.db)).toEqual(before);
  });

  it('answers 404 for a variant of an image that does not exist, or a width that is not offered', async () => {
    expect((await fetch(`${server.url}/uploads/nothing-here-w480.avif`)).status).toBe(404);
    const url = pictureUrl(
      await server.deps.pictures.put(
        await sharp(await pngOf(800, 1000))
          .webp()
          .toBuffer(),
        'image/webp',
      ),
    );
    expect((await fetch(`${server.url}${url.replace('.webp', '-w500.avif')}`)).status).toBe(404);
  });
});
