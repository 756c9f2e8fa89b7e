import { type ReactNode, useSyncExternalStore } from 'react';
import * as m from '#messages';
import type { Product } from '#domain/schemas/product.ts';
import { afterForeground } from '#src/platform/page-lifecycle/foreground-work.ts';
import { ProductImage } from '#src/ui/product-image.tsx';
import { GoBackLink } from './go-back-link.tsx';
import { ProductDetails } from './product-details.tsx';
import { ProductReviews } from './product-reviews.tsx';
import * as styles from './product-page.css.ts';

type ProductPageProps = {
  product: Product;
  onAddToCart: (qty: number, control: HTMLButtonElement) => Promise<void>;
  /** The pointer or focus is on Add to Cart: its code can be fetched now. */
  onReachForCart?: () => void;
  /** What the cart needs to open for a tap made before the page is interactive (the route gives it). */
  earlyCart?: string;
  /** Called after a review is accepted, to fetch the product (and its reviews) again. */
  onReviewed: () => void | Promise<void>;
  /** Beside the sold-out message ("Notify me"). */
  soldOutAction?: ReactNode;
};

export function ProductPage({ product, onAddToCart, onReachForCart, earlyCart, onReviewed, soldOutAction }: ProductPageProps) {
  const gallery = product.images.slice(0, 3);
  // The gallery is below the fold: its pictures wait until the page is interactive and the cart's
  // code has come (issue 26: on a poor line they took a third of the line from the page's script).
  // Without JavaScript they are in the page as they are.
  const galleryNow = useSyncExternalStore(afterForeground.subscribe, afterForeground.get, afterForeground.getServer);
  return (
    <article className={styles.page}>
      <GoBackLink />
      <ProductDetails product={product} onAddToCart={onAddToCart} onReachForCart={onReachForCart} earlyCart={earlyCart} soldOutAction={soldOutAction} />
      {gallery.length > 0 && (
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className={styles.galleryHeading}>
            {m.product_gallery()}
          </h2>
          <ul className={styles.gallery}>
            {gallery.map((src, i) => (
              <li key={`${src}-${i}`} className={styles.galleryItem}>
                {galleryNow ? (
                  <GalleryPicture src={src} alt={m.product_gallery_image({ name: product.name, n: i + 1, count: gallery.length })} />
                ) : (
                  <div className={styles.galleryImage}>
                    <noscript>
                      <GalleryPicture src={src} alt={m.product_gallery_image({ name: product.name, n: i + 1, count: gallery.length })} />
                    </noscript>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductReviews productId={product.id} productName={product.name} reviews={product.reviews ?? []} onReviewed={onReviewed} />
    </article>
  );
}

function GalleryPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <ProductImage
      className={styles.galleryImage}
      src={src}
      alt={alt}
      width={600}
      height={600}
      // Two columns on a phone (the first alone when odd), three from 768 px.
      sizes="(min-width: 1200px) 380px, (min-width: 768px) 31vw, 92vw"
    />
  );
}
