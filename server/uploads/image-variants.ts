// The smaller AVIF and WebP copies of each stored image (names and widths: domain/image-variants).
// They are made when an image is uploaded and when the demo catalogue is seeded, and on demand
// when one is asked for that is not there (an image stored before variants existed, or a seed
// whose copies are still being made): a page never gets a broken image for a missing variant.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth, parseVariantName, variantName } from '#domain/image-variants.ts';
import type { UploadStore } from './upload-store.ts';

export type RenderVariant = (original: Buffer, width: ImageWidth, format: ImageFormat) => Promise<Buffer>;

/**
 * AVIF at effort 2: several times faster than the default and within a few percent of its size
 * for these pictures; quality 50 looks like WebP at 78, at about 80% of its bytes.
 */
export const renderVariant: RenderVariant = (original, width, format) => {
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 78, effort: 4 })).toBuffer();
};

// sharp already spreads one encode over its own threads: a few at a time keep the server
// answering while a whole catalogue's variants are made. A page waiting for one goes first.
const MAX_ENCODES = Math.max(1, Math.min(2, availableParallelism() - 1));
let encoding = 0;
const waiting = { now: [] as Array<() => void>, background: [] as Array<() => void> };

async function limited<T>(priority: 'now' | 'background', task: () => Promise<T>): Promise<T> {
  while (encoding >= MAX_ENCODES) await new Promise<void>((resolve) => waiting[priority].push(resolve));
  encoding += 1;
  try {
    return await task();
  } finally {
    encoding -= 1;
    (waiting.now.shift() ?? waiting.background.shift())?.();
  }
}

const background = new Set<Promise<unknown>>();

// One encode per name and store, however many requests ask for it at once.
const inFlight = new WeakMap<UploadStore, Map<string, Promise<Buffer | null>>>();

type EnsureOptions = { original?: Buffer; render?: RenderVariant };

/** The bytes of variant `name` (e.g. `abc-w480.avif`), made and stored if missing; null if `name` is no variant of a stored image. */
export function ensureVariant(uploads: UploadStore, name: string, options: EnsureOptions = {}): Promise<Buffer | null> {
  let jobs = inFlight.get(uploads);
  if (!jobs) inFlight.set(uploads, (jobs = new Map()));
  const running = jobs.get(name);
  if (running) return running;
  const job = (async () => {
    const parsed = parseVariantName(name);
    if (!parsed) return null;
    const stored = await uploads.read(name);
    if (stored) return stored;
    const original = options.original ?? (await uploads.read(parsed.original));
    if (!original) return null;
    const bytes = await limited('now', () => (options.render ?? renderVariant)(original, parsed.width, parsed.format));
    await uploads.put(name, bytes);
    return bytes;
  })();
  jobs.set(name, job);
  const forget = () => jobs.delete(name);
  job.then(forget, forget);
  return job;
}

/** Makes and stores every variant of the stored original `name` (`abc.webp`), smallest first. */
export async function storeVariants(uploads: UploadStore, name: string, original: Buffer): Promise<void> {
  const base = name.replace(/\.webp$/, '');
  await Promise.all(IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => ensureVariant(uploads, variantName(base, width, format), { original }))));
}

/** Runs `task` when no page is waiting for a variant (for work nobody is waiting for). */
export function inBackground<T>(task: () => Promise<T>): Promise<T> {
  const job = limited('background', task);
  const tracked = job.catch(() => undefined);
  background.add(tracked);
  void tracked.finally(() => background.delete(tracked));
  return job;
}

/** Resolves once no background work is left (benchmarks measure after this). */
export async function variantsSettled(): Promise<void> {
  while (background.size > 0) await Promise.allSettled([...background]);
}
