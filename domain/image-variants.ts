// The smaller copies of every stored product image (issue: performance, responsive images). The
// server derives them (server/uploads/image-variants.ts) and the shop asks for them by name
// (src/ui/product-image.tsx); both build the names here, so they always agree.

/** Widths in CSS pixels × device pixel ratio that a card, the hero or a product page needs. */
export const IMAGE_WIDTHS = [320, 480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** AVIF first (smallest), WebP for browsers without it; the original is WebP too. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const UPLOADS_PATH = '/uploads/';

// An original: a stored WebP under /uploads/ whose name is not itself a variant's.
const original = /^\/uploads\/([a-z0-9][a-z0-9-]{0,110})\.webp$/;
const variant = /^([a-z0-9][a-z0-9-]{0,110})-w(\d+)\.(avif|webp)$/;

function isVariantBase(base: string): boolean {
  const match = variant.exec(`${base}.webp`);
  return match !== null && (IMAGE_WIDTHS as readonly number[]).includes(Number(match[2]));
}

/** `abc` for `/uploads/abc.webp`; null for what has no variants (the placeholder SVG, other URLs). */
export function variantBaseOf(url: string): string | null {
  const base = original.exec(url)?.[1];
  return base && !isVariantBase(base) ? base : null;
}

/** `abc-w480.avif`: the stored name of one variant of the original `abc.webp`. */
export const variantName = (base: string, width: ImageWidth, format: ImageFormat) => `${base}-w${width}.${format}`;

/** The URL of one variant, or null when the image has none. */
export function variantUrl(url: string, width: ImageWidth, format: ImageFormat): string | null {
  const base = variantBaseOf(url);
  return base ? `${UPLOADS_PATH}${variantName(base, width, format)}` : null;
}

/** A name ending like a variant's (`-w<digits>`): never the base of another variant. */
const variantLike = /-w\d+$/;

/**
 * What a variant name stands for (`abc-w480.avif` → abc.webp at 480 px in AVIF), or null: for a
 * width or format not offered, and for a variant of a variant (`abc-w800-w480.webp`), which would
 * otherwise let anyone make the server encode and store new files without end.
 */
export function parseVariantName(name: string): { original: string; width: ImageWidth; format: ImageFormat } | null {
  const match = variant.exec(name);
  if (!match || variantLike.test(match[1]!)) return null;
  const width = Number(match[2]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { original: `${match[1]}.webp`, width: width as ImageWidth, format: match[3] as ImageFormat };
}
