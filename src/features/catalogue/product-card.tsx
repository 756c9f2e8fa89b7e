import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { GRID_CARD_IMAGE_SIZES } from '#domain/image-layout.ts';
import type { Product } from '#domain/schemas/product.ts';
import { ProductHeart } from '#src/ui/product-heart.tsx';
import { ProductImage } from '#src/ui/product-image.tsx';
import { RatingStars } from '#src/ui/rating-stars.tsx';
import { GenderIcon, SeasonIcon } from '#src/ui/scent-icons.tsx';
import * as styles from './product-card.css.ts';

// The intrinsic size of the card image: width/height attributes let the browser reserve the
// space before the image arrives (no layout shift); CSS then scales it to the column.
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 600;

type ProductCardProps = {
  product: Product;
  /** The first card above the fold loads at once; the others wait until they are near. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** How wide the picture is drawn where the card is used (the grid by default). */
  imageSizes?: string;
};

export function ProductCard({ product, eager = false, headingLevel: Heading = 'h2', imageSizes = GRID_CARD_IMAGE_SIZES }: ProductCardProps) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.imageFrame}>
        <ProductImage
          className={styles.image}
          src={product.image}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          sizes={imageSizes}
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      </div>
      <ProductHeart product={product} className={styles.heart} />
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading id={headingId} className={styles.name}>
          {product.name}
        </Heading>
        <p className={styles.concentration}>{m.enum_concentration({ value: product.concentration })}</p>
        <div className={styles.meta}>
          <RatingStars rating={product.rating} size={14} />
          <span>({product.numReviews})</span>
        </div>
        <div className={styles.meta}>
          <span className={styles.icons}>
            <SeasonIcon season={product.season} size={18} />
            <GenderIcon gender={product.gender} size={18} />
          </span>
          <span className={styles.occasion}>{m.enum_occasion({ value: product.occasion })}</span>
        </div>
        <Link to="/explore-scents/$id" params={{ id: product.id }} className={styles.details}>
          <span className={styles.detailsLine}>{m.catalogue_view_details()}</span>
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
