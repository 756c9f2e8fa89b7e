import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseVariantName } from '#domain/image-variants.ts';
import type { PictureStore } from '#server/pictures/picture-store.ts';
import { safeUploadName, typeOfUploadName } from './picture-urls.ts';

/**
 * Pictures used to be files in `DATA_DIR/uploads`, and products still point at their URLs
 * (`/uploads/<uuid>.webp`). Each original found there and not yet in the store is stored and
 * named after its file, so those URLs keep working on every instance; nothing is written to the
 * folder, and once every instance has started with its folder it may be deleted. The smaller
 * copies are left behind: they are made again on demand.
 *
 * Returns how many pictures were brought in.
 */
export async function importUploadFolder(dir: string, store: PictureStore): Promise<number> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const originals = files.filter((file) => safeUploadName.test(file) && !parseVariantName(file) && !file.endsWith('.avif'));
  const nameOf = (file: string) => file.slice(0, file.lastIndexOf('.'));
  let imported = 0;
  // A few hundred names per question: a folder of many thousands stays within a query's parameters.
  for (let start = 0; start < originals.length; start += 500) {
    const batch = originals.slice(start, start + 500);
    const known = await store.namesKnown(batch.map(nameOf));
    for (const file of batch) {
      if (known.has(nameOf(file))) continue;
      const key = await store.put(await readFile(join(dir, file)), typeOfUploadName(file)!);
      await store.name(nameOf(file), key);
      imported += 1;
    }
  }
  return imported;
}
