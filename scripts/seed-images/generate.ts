// `npm run seed:images [-- <dir>]`: renders every demo product's bottle and gallery pictures
// (drawn by server/seed/pictures) to WebP files, for looking at them without starting the shop.
// Default folder: sillage-seed-images in the system's temporary folder, never DATA_DIR (the
// shop keeps its pictures in the database).
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { demoProducts } from '#server/seed/demo-products.ts';
import { mapLimited, renderBottleArt } from '#server/seed/pictures/render.ts';
import { bottleSeedOf, seedImageNames } from '#server/seed/seed-images.ts';

const dir = resolve(process.argv[2] ?? join(tmpdir(), 'sillage-seed-images'));
await mkdir(dir, { recursive: true });
const started = performance.now();
const cpuBefore = process.cpuUsage();
await mapLimited(demoProducts, availableParallelism(), async (product, index) => {
  const art = await renderBottleArt(bottleSeedOf(product, index));
  const names = seedImageNames(product.slug);
  await Promise.all([art.main, ...art.gallery].map((bytes, i) => writeFile(join(dir, `${names[i]!}.webp`), bytes)));
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
console.log(`Rendered ${demoProducts.length * 4} images for ${demoProducts.length} products into ${dir} in ${seconds} s (${cpuSeconds} s of CPU)`);
