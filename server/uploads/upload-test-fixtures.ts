// Files for the upload API tests: real images made with sharp, and hostile ones made by hand.
import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '#server/db/client.ts';
import { pictureNames, pictures, pictureVariants } from '#server/db/schema.ts';

export type Part = { bytes: Uint8Array; name: string; type: string };

export function formWith(field: string, parts: Part[]): FormData {
  const form = new FormData();
  for (const p of parts) form.append(field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  return form;
}

export const solid = (width: number, height: number, colour = '#b48a5a') => sharp({ create: { width, height, channels: 3, background: colour } });

export const pngOf = (width: number, height: number, colour?: string) => solid(width, height, colour).png().toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (rotate 90°) and a camera model tag. */
export const sidewaysJpeg = (width: number, height: number) =>
  solid(width, height, '#6a8caf')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Model: 'Secret Camera 9000' } })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header declaring width × height RGB pixels, with only a little pixel data:
 * a few hundred bytes that would need gigabytes to decode.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filter, no interlace
  const rows = deflateSync(Buffer.alloc((1 + width * 3) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** GETs a stored file from a running server: the response and its bytes. */
export async function fetchBytes(origin: string, url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${origin}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** How many pictures, variants and names the database holds: what a refused request must leave as it was. */
export async function storedPictureCounts(db: Database): Promise<{ pictures: number; variants: number; names: number }> {
  const countOf = async (table: typeof pictures | typeof pictureVariants | typeof pictureNames) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { pictures: await countOf(pictures), variants: await countOf(pictureVariants), names: await countOf(pictureNames) };
}
