// The smaller AVIF and WebP copies of each stored picture (names and widths: domain/image-variants).
// They are made when a picture is uploaded, and on demand when one is asked for that is not
// stored yet (a demo seed picture, a picture stored before variants existed): a page never gets
// a broken image for a missing variant. Whatever is made is kept in the picture store, so no
// other instance makes it again.
import { availableParallelism } from 'node:os';
import { loadSharp } from './load-sharp.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '#domain/image-variants.ts';
import type { PictureStore, StoredPicture } from '#server/pictures/picture-store.ts';

export type RenderVariant = (original: Buffer, width: ImageWidth, format: ImageFormat) => Promise<Buffer>;

/**
 * AVIF at effort 2: several times faster than the default and within a few percent of its size
 * for these pictures; quality 50 looks like WebP at 78, at about 80% of its bytes.
 */
export const renderVariant: RenderVariant = async (original, width, format) => {
  const sharp = await loadSharp();
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 78, effort: 4 })).toBuffer();
};

// sharp already spreads one encode over its own threads: a few at a time keep the server
// answering while a page's worth of variants is made.
const MAX_ENCODES = Math.max(1, Math.min(2, availableParallelism() - 1));
let encoding = 0;
const waiting: Array<() => void> = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  while (encoding >= MAX_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  encoding += 1;
  try {
    return await task();
  } finally {
    encoding -= 1;
    waiting.shift()?.();
  }
}

// One encode per variant and store, however many requests ask for it at once.
const inFlight = new WeakMap<PictureStore, Map<string, Promise<StoredPicture | null>>>();

type EnsureOptions = { original?: Buffer; render?: RenderVariant };

/** Variant `width`/`format` of the stored picture `source`, made and stored if missing; null if there is no such picture. */
export function ensureVariant(
  store: PictureStore,
  source: string,
  width: ImageWidth,
  format: ImageFormat,
  options: EnsureOptions = {},
): Promise<StoredPicture | null> {
  let jobs = inFlight.get(store);
  if (!jobs) inFlight.set(store, (jobs = new Map()));
  const id = `${source}-w${width}.${format}`;
  const running = jobs.get(id);
  if (running) return running;
  const job = (async () => {
    const stored = await store.getVariant(source, width, format);
    if (stored) return stored;
    const original = options.original ?? (await store.get(source))?.bytes;
    if (!original) return null;
    // A stored picture sharp cannot read has no variants: answered as a missing one, not a 500.
    const bytes = await limited(() => (options.render ?? renderVariant)(original, width, format)).catch(() => null);
    return bytes && store.putVariant(source, width, format, bytes);
  })();
  jobs.set(id, job);
  const forget = () => jobs.delete(id);
  job.then(forget, forget);
  return job;
}

/** Makes and stores every variant of the stored picture `source`, whose bytes are `original`. */
export async function storeVariants(store: PictureStore, source: string, original: Buffer): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => ensureVariant(store, source, width, format, { original }))));
}
