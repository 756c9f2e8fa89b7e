import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '#server/db/schema.ts';
import type { CachedPictureStore } from '#server/pictures/picture-cache.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { fetchBytes, formWith, solid } from './upload-test-fixtures.ts';

describe('the picture cache in front of the database', () => {
  let small: TestServer;
  let token: string;
  beforeAll(async () => {
    small = await startTestServer({ PICTURE_CACHE_MB: '0.25' });
    token = (await small.makeUser({ admin: true })).token;
  });
  afterAll(() => small?.close());

  const upload = async (png: Buffer) => {
    const res = await small.call('POST', '/api/products/upload', { token, raw: formWith('image', [{ bytes: png, name: 'a.png', type: 'image/png' }]) });
    expect(res.status).toBe(200);
    return res.body.image as string;
  };

  // Grain makes pictures that do not shrink to nothing when encoded: tens of kilobytes each.
  const grainy = (seed: number) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 } } })
      .png()
      .toBuffer();

  it('serves a picture it answered lately without the database, and lets it go once others have filled PICTURE_CACHE_MB', async () => {
    const cache = (small.deps.pictures as CachedPictureStore).cache;
    expect(cache.maxBytes).toBe(Math.round(0.25 * 1024 * 1024));

    const first = await upload(await grainy(0));
    const key = first.slice('/uploads/'.length, -'.webp'.length);
    const served = await fetchBytes(small.url, first);
    expect(served.res.status).toBe(200);
    expect(served.bytes.length).toBeGreaterThan(10_000);

    // Gone from the database: still served, from memory.
    await small.deps.db.delete(pictures).where(eq(pictures.key, key));
    expect((await fetchBytes(small.url, first)).res.status).toBe(200);

    // Other pictures pass through until more than the bound has been kept since.
    let passed = 0;
    for (let seed = 1; passed <= cache.maxBytes; seed += 1) {
      const other = await fetchBytes(small.url, await upload(await grainy(seed)));
      passed += other.bytes.length;
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
      expect(seed, 'pictures uploaded to fill the cache').toBeLessThan(40);
    }
    expect((await fetchBytes(small.url, first)).res.status).toBe(404);
  });
});

describe('pictures of the old upload folder (DATA_DIR/uploads)', () => {
  it('are stored at start under their old URLs, the folder left as it was; variants are made again on demand', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sillage-old-uploads-'));
    const folder = join(dataDir, 'uploads');
    await mkdir(folder);
    const name = randomUUID();
    const original = await solid(640, 800, '#5a8ab4').webp().toBuffer();
    await writeFile(join(folder, `${name}.webp`), original);
    await writeFile(join(folder, `${name}-w320.avif`), Buffer.from('an old variant, not read'));
    await writeFile(join(folder, 'notes.txt'), 'not a picture');

    const started = await startTestServer({ DATA_DIR: dataDir });
    try {
      const served = await fetchBytes(started.url, `/uploads/${name}.webp`);
      expect(served.res.status).toBe(200);
      expect(served.bytes.equals(original)).toBe(true);
      const variant = await fetchBytes(started.url, `/uploads/${name}-w320.avif`);
      expect(variant.res.status).toBe(200);
      expect((await sharp(variant.bytes).metadata()).width).toBe(320);
      expect((await readdir(folder)).sort()).toEqual([`${name}-w320.avif`, `${name}.webp`, 'notes.txt'].sort());
    } finally {
      await started.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
