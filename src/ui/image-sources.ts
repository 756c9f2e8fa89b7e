import { IMAGE_WIDTHS, type ImageFormat, variantUrl } from '#domain/image-variants.ts';

/**
 * `srcset` of one format for a stored product image (`/uploads/x-w320.avif 320w, …`), or null
 * for an image that has no smaller copies (the placeholder bottle, a local preview).
 */
export function imageSrcSet(src: string, format: ImageFormat): string | null {
  const urls = IMAGE_WIDTHS.map((width) => [variantUrl(src, width, format), width] as const);
  if (urls.some(([url]) => url === null)) return null;
  return urls.map(([url, width]) => `${url} ${width}w`).join(', ');
}
