// `npm run seed:images [-- <dir>]`: renders every demo product's bottle and gallery pictures to
// WebP files (default: data/seed-images/) for looking at them without starting the shop.
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { demoProducts } from '#server/seed/demo-products.ts';
import { bottleSeedOf, seedImageNames } from '#server/seed/seed-images.ts';
import { mapLimited, renderBottleArt } from './render.ts';

const dir = resolve(process.argv[2] ?? join('data', 'seed-images'));
await mkdir(dir, { recursive: true });
const started = performance.now();
const cpuBefore = process.cpuUsage();
await mapLimited(demoProducts, availableParallelism(), async (product, index) => {
  const art = await renderBottleArt(bottleSeedOf(product, index));
  const names = seedImageNames(product.slug);
  await Promise.all([art.main, ...art.gallery].map((bytes, i) => writeFile(join(dir, names[i]!), bytes)));
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
console.log(`Rendered ${demoProducts.length * 4} images for ${demoProducts.length} products into ${dir} in ${seconds} s (${cpuSeconds} s of CPU)`);
