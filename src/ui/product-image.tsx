import { fetchPriorityOf } from './html-attributes.ts';
import { imageSrcSet } from './image-sources.ts';
import * as styles from './product-image.css.ts';

type ProductImageProps = {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before a byte arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser to pick a copy, e.g. '(min-width: 992px) 290px, 90vw'. */
  sizes: string;
  /** 'lazy' below the fold (the default); 'eager' for what the first screen shows. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the one image that is the page's largest paint (the hero, the first card). */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string | undefined;
};

/**
 * A product picture in the size the layout needs: AVIF, else WebP, at 320/480/800 px (made by
 * the server for every stored image, domain/image-variants.ts), the original as the fallback.
 */
export function ProductImage({ src, alt, width, height, sizes, loading = 'lazy', fetchPriority, className }: ProductImageProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={loading === 'lazy' ? 'async' : 'auto'}
      className={className}
      {...fetchPriorityOf(fetchPriority)}
    />
  );
  const avif = imageSrcSet(src, 'avif');
  const webp = imageSrcSet(src, 'webp');
  if (!avif || !webp) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
