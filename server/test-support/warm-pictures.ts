import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, variantUrl } from '#domain/image-variants.ts';

type Listed = { image: string; images: string[] };

/**
 * Asks a running server for every picture of its catalogue and their smaller copies in
 * `formats`, so that each copy is made (and stored in the database) before anything is measured
 * or tested: otherwise the first page to show a picture pays for encoding it.
 */
export async function warmCataloguePictures(url: string, formats: readonly ImageFormat[] = IMAGE_FORMATS): Promise<void> {
  const first = (await (await fetch(`${url}/api/products?pageNumber=1`)).json()) as { products: Listed[]; pages: number };
  const products = [...first.products];
  for (let page = 2; page <= first.pages; page += 1) {
    products.push(...((await (await fetch(`${url}/api/products?pageNumber=${page}`)).json()) as { products: Listed[] }).products);
  }
  const urls = products.flatMap((p) => [p.image, ...p.images]).flatMap((src) => IMAGE_WIDTHS.flatMap((w) => formats.map((f) => variantUrl(src, w, f) ?? src)));
  const queue = [...new Set(urls)];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await (await fetch(`${url}${next}`)).arrayBuffer();
    }),
  );
}
