// The demo products' pictures: drawn by scripts/seed-images (no network, nothing binary in git)
// and stored in the upload store under fixed names, so a product row can point at them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { BottleSeed } from '../../scripts/seed-images/bottle-art.ts';
import { mapLimited, renderBottleArt } from '../../scripts/seed-images/render.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth, variantName } from '#domain/image-variants.ts';
import { inBackground, renderVariant } from '#server/uploads/image-variants.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';
import type { DemoProduct } from './demo-products.ts';

export const GALLERY_IMAGES = 3;

/** `seed-<slug>.webp` then `seed-<slug>-1.webp` … (they satisfy upload-store's safeUploadName). */
export function seedImageNames(slug: string): string[] {
  return [`seed-${slug}.webp`, ...Array.from({ length: GALLERY_IMAGES }, (_, i) => `seed-${slug}-${i + 1}.webp`)];
}

export function bottleSeedOf(product: DemoProduct, index: number): BottleSeed {
  return {
    name: product.name,
    brand: product.brand,
    vibe: product.vibe,
    concentration: product.concentration,
    seed: index,
    notes: [...product.topNotes.slice(0, 1), ...product.middleNotes.slice(0, 2), ...product.baseNotes.slice(0, 1)],
  };
}

export type ProductImages = { image: string; images: string[] };

// Rendering is the slow part of seeding; a process that seeds several databases (the API tests)
// draws the catalogue once.
const rendered = new WeakMap<readonly DemoProduct[], Promise<Buffer[][]>>();

function renderAll(products: readonly DemoProduct[]): Promise<Buffer[][]> {
  let pictures = rendered.get(products);
  if (!pictures) {
    pictures = mapLimited(products, Math.max(2, availableParallelism()), async (product, index) => {
      const art = await renderBottleArt(bottleSeedOf(product, index));
      return [art.main, ...art.gallery];
    });
    pictures.catch(() => rendered.delete(products));
    rendered.set(products, pictures);
  }
  return pictures;
}

// The drawings are the same on every run, and so are their smaller copies (srcset). Every test
// run and benchmark seeds a fresh database, so the copies are kept on disk by content (about
// 1 MB) and encoded once per machine: seeding stores those it finds there and encodes the others
// into that folder in the background, never holding the server's start up. Until then the server
// makes any missing one when a page first asks for it (server/uploads/image-variants.ts).
const VARIANT_CACHE = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'sillage-seed-variants');

const cacheFile = (original: Buffer, width: ImageWidth, format: ImageFormat) =>
  join(VARIANT_CACHE, `${createHash('sha256').update(original).digest('hex').slice(0, 32)}-w${width}.${format}`);

async function storeSeedVariants(uploads: UploadStore, name: string, original: Buffer): Promise<void> {
  const base = name.replace(/\.webp$/, '');
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const file = cacheFile(original, width, format);
      const cached = await readFile(file).catch(() => null);
      if (cached) {
        await uploads.put(variantName(base, width, format), cached);
        continue;
      }
      // Into the cache only: the store may be gone by then (a test server that closed).
      void inBackground(async () => {
        const bytes = await renderVariant(original, width, format);
        await mkdir(VARIANT_CACHE, { recursive: true });
        await writeFile(file, bytes);
      }).catch(() => undefined);
    }
  }
}

/** Renders and stores every product's four pictures and their smaller copies; returns their URLs by slug. */
export async function storeSeedImages(uploads: UploadStore, products: readonly DemoProduct[]): Promise<Map<string, ProductImages>> {
  const pictures = await renderAll(products);
  const urls = await Promise.all(
    products.map((product, i) => {
      const names = seedImageNames(product.slug);
      return Promise.all(pictures[i]!.map((bytes, j) => uploads.put(names[j]!, bytes)));
    }),
  );
  // Main pictures first: they are the ones the home page and the catalogue show.
  for (let j = 0; j <= GALLERY_IMAGES; j += 1) {
    await Promise.all(products.map((product, i) => storeSeedVariants(uploads, seedImageNames(product.slug)[j]!, pictures[i]![j]!)));
  }
  return new Map(products.map((p, i) => [p.slug, { image: urls[i]![0]!, images: urls[i]!.slice(1) }]));
}
