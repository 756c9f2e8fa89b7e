import { readdir } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '#domain/image-variants.ts';
import { startInstanceProcess } from '#server/cluster/instance-process.ts';
import { postgresUrl, skipReason, startTwoInstances } from '#server/cluster/two-instances.ts';
import { pictureVariants } from '#server/db/schema.ts';
import type { TestServer } from '#server/test-support/test-server.ts';
import { fetchBytes, formWith, pngOf, solid } from './upload-test-fixtures.ts';

// Pictures live in the database, not on an instance's disk: whichever instance an upload went
// through, every other one serves it, each with a DATA_DIR of its own that stays empty.
describe.skipIf(!postgresUrl)(`pictures across instances (${skipReason})`, () => {
  let a: TestServer;
  let b: TestServer;
  let close: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances());
    admin = (await a.makeUser({ admin: true })).token;
  });
  afterAll(() => close?.());

  const uploadThroughA = async (png: Buffer) => {
    const res = await a.call('POST', '/api/products/upload', { token: admin, raw: formWith('image', [{ bytes: png, name: 'a.png', type: 'image/png' }]) });
    expect(res.status).toBe(200);
    return res.body.image as string;
  };

  it('a picture uploaded through A is served by B, bytes, type and ETag alike, and B answers 304 to A’s ETag', async () => {
    const image = await uploadThroughA(await pngOf(900, 1200, '#a05ab4'));
    for (const url of [image, variantUrl(image, 480, 'avif')!, variantUrl(image, 800, 'webp')!]) {
      const fromA = await fetchBytes(a.url, url);
      const fromB = await fetchBytes(b.url, url);
      expect(fromB.res.status, url).toBe(200);
      expect(fromB.res.headers.get('content-type')).toBe(fromA.res.headers.get('content-type'));
      expect(fromB.res.headers.get('etag')).toBe(fromA.res.headers.get('etag'));
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
      const revalidated = await fetch(`${b.url}${url}`, { headers: { 'if-none-match': fromA.res.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);
    }
    expect(await readdir(a.deps.env.dataDir)).toEqual([]);
    expect(await readdir(b.deps.env.dataDir)).toEqual([]);
    expect(a.deps.env.dataDir).not.toBe(b.deps.env.dataDir);
  });

  it('a variant B makes on its first request is stored once, and A serves that copy', async () => {
    // Stored without variants (as the demo seed stores its pictures).
    const key = await a.deps.pictures.put(await solid(800, 1000, '#5ab4a0').webp().toBuffer(), 'image/webp');
    const url = variantUrl(`/uploads/${key}.webp`, 320, 'avif')!;
    const fromB = await fetchBytes(b.url, url);
    expect(fromB.res.status).toBe(200);
    expect((await sharp(fromB.bytes).metadata()).width).toBe(320);

    const stored = await a.deps.db
      .select({ n: count() })
      .from(pictureVariants)
      .where(and(eq(pictureVariants.sourceKey, key), eq(pictureVariants.width, 320), eq(pictureVariants.format, 'avif')));
    expect(stored[0]!.n).toBe(1);
    const fromA = await fetchBytes(a.url, url);
    expect(fromA.res.headers.get('etag')).toBe(fromB.res.headers.get('etag'));
    expect(fromA.bytes.equals(fromB.bytes)).toBe(true);
  });

  it('an instance in a process of its own serves what was uploaded through another', async () => {
    const image = await uploadThroughA(await pngOf(300, 300, '#b4a05a'));
    const other = await startInstanceProcess(a.databaseUrl!);
    try {
      const fromA = await fetchBytes(a.url, image);
      const fromOther = await fetchBytes(other.url, image);
      expect(fromOther.res.status).toBe(200);
      expect(fromOther.bytes.equals(fromA.bytes)).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
