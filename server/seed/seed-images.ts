// The demo products' pictures: drawn by ./pictures (no network, nothing binary in git) and stored
// in the picture store under fixed names, so a product row can point at them.
import { availableParallelism } from 'node:os';
import type { PictureStore } from '#server/pictures/picture-store.ts';
import { pictureUrl } from '#server/uploads/picture-urls.ts';
import type { DemoProduct } from './demo-products.ts';
import type { BottleSeed } from './pictures/bottle-art.ts';
import { mapLimited, renderBottleArt } from './pictures/render.ts';

export const GALLERY_IMAGES = 3;

/** `seed-<slug>` then `seed-<slug>-1` … : the names the pictures are stored under. */
export function seedImageNames(slug: string): string[] {
  return [`seed-${slug}`, ...Array.from({ length: GALLERY_IMAGES }, (_, i) => `seed-${slug}-${i + 1}`)];
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

/** Each product's pictures, main first, in the products' order. */
export function drawCatalogue(products: readonly DemoProduct[]): Promise<Buffer[][]> {
  return mapLimited(products, Math.max(2, availableParallelism()), async (product, index) => {
    const art = await renderBottleArt(bottleSeedOf(product, index));
    return [art.main, ...art.gallery];
  });
}

/** How the demo pictures are drawn: here by default, or in a child process (pictures/draw-apart.ts). */
export type DrawPictures = (products: readonly DemoProduct[]) => Promise<Buffer[][]>;

// Drawing is the slow part of seeding; a process that seeds several databases (the API tests)
// draws the catalogue once.
const rendered = new WeakMap<readonly DemoProduct[], Promise<Buffer[][]>>();

function renderAll(products: readonly DemoProduct[], draw: DrawPictures): Promise<Buffer[][]> {
  let pictures = rendered.get(products);
  if (!pictures) {
    pictures = draw(products);
    pictures.catch(() => rendered.delete(products));
    rendered.set(products, pictures);
  }
  return pictures;
}

/**
 * Every product's four pictures, stored and named unless the store has them all already (a
 * restart, or another instance seeding the same database); returns their URLs by slug. The
 * URLs are the names', so a product row seeded before keeps pointing at its pictures even when
 * the store lost them (a database seeded while pictures were files): they are drawn again here.
 *
 * Their smaller copies are not made here: whichever instance is first asked for one makes it
 * and stores it for all (server/uploads/image-variants.ts), so a start never waits for them.
 */
export async function storeSeedImages(
  store: PictureStore,
  products: readonly DemoProduct[],
  draw: DrawPictures = drawCatalogue,
): Promise<Map<string, ProductImages>> {
  const names = products.map((product) => seedImageNames(product.slug));
  const known = await store.namesKnown(names.flat());
  if (known.size < names.flat().length) {
    const pictures = await renderAll(products, draw);
    await Promise.all(
      products.map(async (_, i) => {
        for (const [j, name] of names[i]!.entries()) {
          if (!known.has(name)) await store.name(name, await store.put(pictures[i]![j]!, 'image/webp'));
        }
      }),
    );
  }
  return new Map(products.map((p, i) => [p.slug, { image: pictureUrl(names[i]![0]!), images: names[i]!.slice(1).map((name) => pictureUrl(name)) }]));
}
