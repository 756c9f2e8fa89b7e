// Turns the SVG drawings into the WebP files the shop serves. Shared by `npm run seed:images`
// and the demo seed.
import { loadSharp } from '#server/uploads/load-sharp.ts';
import { bottleArt, type BottleSeed } from './bottle-art.ts';

export type RenderedArt = { main: Buffer; gallery: Buffer[] };

const toWebp = async (svg: string) =>
  // effort 2: these are flat illustrations, and the whole catalogue must render in a few seconds.
  (await loadSharp())(Buffer.from(svg)).webp({ quality: 84, effort: 2 }).toBuffer();

export async function renderBottleArt(seed: BottleSeed): Promise<RenderedArt> {
  const art = bottleArt(seed);
  const [main, ...gallery] = await Promise.all([art.main, ...art.gallery].map(toWebp));
  return { main: main!, gallery };
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the results in order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
