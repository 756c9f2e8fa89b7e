import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import { type ReactNode, useState } from 'react';
import { DETAIL_IMAGE_SIZES } from '#domain/image-layout.ts';
import { CURRENCY } from '#domain/enums.ts';
import { toCents, formatMoney } from '#domain/money.ts';
import type { Product } from '#domain/schemas/product.ts';
import { clampQty } from '#domain/quantity.ts';
import { stockMessage } from '#domain/stock.ts';
import { Button } from '#src/ui/button.tsx';
import { earlyTapTarget } from '#src/platform/page-lifecycle/early-taps.ts';
import { ProductHeart } from '#src/ui/product-heart.tsx';
import { ProductImage } from '#src/ui/product-image.tsx';
import { QuantityStepper } from '#src/ui/quantity-stepper.tsx';
import { RatingStars } from '#src/ui/rating-stars.tsx';
import { GenderIcon, SeasonIcon } from '#src/ui/scent-icons.tsx';
import { shownDescription } from '#domain/product-texts.ts';
import { concentrationWord, genderWord, noteLabel, occasionWord, seasonWord } from '#domain/scent-labels.ts';
import { locale } from '#src/platform/locale.ts';
import { LongevityMeter } from './longevity-meter.tsx';
import * as styles from './product-details.css.ts';
import { WithoutJavaScript } from '#src/ui/without-javascript.tsx';

export const DETAIL_IMAGE_WIDTH = 800;
export const DETAIL_IMAGE_HEIGHT = 1000;

type ProductDetailsProps = {
  product: Product;
  onAddToCart: (qty: number, control: HTMLButtonElement) => Promise<void>;
  onReachForCart?: (() => void) | undefined;
  /** Add to Cart's `data-early-cart`: a tap before the page is interactive opens the cart all the same. */
  earlyCart?: string | undefined;
  /** Beside the sold-out message: "Notify me" (the route composes the restock alerts' feature). */
  soldOutAction?: ReactNode;
};

/** The scent itself: what it is, what it costs, how much is left, and how it wears. */
export function ProductDetails({ product, onAddToCart, onReachForCart, earlyCart, soldOutAction }: ProductDetailsProps) {
  const [qty, setQty] = useState(1);
  // Busy from the tap until the cart is open: the cart's code may still be on its way.
  const [adding, setAdding] = useState(false);
  const soldOut = product.countInStock <= 0;
  const stock = stockMessage(product.countInStock);
  // Stock may drop after a refetch (someone else bought some): never offer more than is left.
  const quantity = clampQty(qty, product.countInStock);
  const description = shownDescription(product, locale);

  return (
    <div className={styles.layout}>
      <div className={styles.imageFrame}>
        <ProductImage
          className={styles.image}
          src={product.image}
          alt={product.name}
          width={DETAIL_IMAGE_WIDTH}
          height={DETAIL_IMAGE_HEIGHT}
          sizes={DETAIL_IMAGE_SIZES}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      <div className={styles.info}>
        <p className={styles.eyebrow}>{occasionWord(product.occasion)}</p>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.byline}>
          {product.brand} · {concentrationWord(product.concentration)}
        </p>
        <div className={styles.ratingRow}>
          <RatingStars rating={product.rating} size={18} />
          <span>{m.review_count({ count: product.numReviews })}</span>
        </div>
        <p className={styles.price}>
          <span>{formatMoney(toCents(product.price))}</span>
          {/* The currency, once (issue 27): US shoppers read "$" as their own dollars. */}
          <abbr title={m.canadian_dollars()} className={styles.currency}>
            {CURRENCY}
          </abbr>
          <span className={styles.priceNote}>{m.sample_note()}</span>
        </p>
        <p className={styles.description} lang={description.lang}>
          {description.text}
        </p>
        {stock && (
          <p className={soldOut ? styles.stockOut : styles.stockLow} role="status">
            {stock}
          </p>
        )}
        {soldOut ? soldOutAction : null}
        <div className={styles.buy}>
          <QuantityStepper
            value={quantity}
            onChange={setQty}
            min={1}
            max={Math.max(1, product.countInStock)}
            disabled={soldOut}
            label={m.quantity_of({ name: product.name })}
            // A tap before the page is interactive is kept and carried out then (platform/page-lifecycle/early-taps.ts);
            // without JavaScript the page says why nothing happens (below).
            earlyTap="product-quantity"
          />
          <Button
            size="lg"
            className={styles.addButton}
            disabled={soldOut}
            data-early-tap="add-to-cart"
            data-early-cart={earlyCart}
            ref={earlyTapTarget}
            aria-busy={adding || undefined}
            onPointerEnter={onReachForCart}
            onPointerDown={onReachForCart}
            onFocus={onReachForCart}
            onClick={(event) => {
              if (adding) return;
              setAdding(true);
              void onAddToCart(quantity, event.currentTarget).finally(() => setAdding(false));
            }}
          >
            {m.add_to_cart()}
          </Button>
          <ProductHeart product={product} className={styles.heart} />
        </div>
        <WithoutJavaScript message={messages.needsJavaScriptToAdd} className={styles.noScript} />
        <section aria-label={m.notes()} className={styles.notes}>
          <NoteGroup title={m.top_notes()} notes={product.topNotes} />
          <NoteGroup title={m.heart_notes()} notes={product.middleNotes} />
          <NoteGroup title={m.base_notes()} notes={product.baseNotes} />
        </section>
        <div className={styles.facts}>
          <LongevityMeter value={product.longevity} />
          <div className={styles.fact}>
            <span className={styles.factLabel}>{m.season()}</span>
            <span className={styles.factValue}>
              <SeasonIcon season={product.season} />
              {seasonWord(product.season)}
            </span>
          </div>
          <div className={styles.fact}>
            <span className={styles.factLabel}>{m.gender()}</span>
            <span className={styles.factValue}>
              <GenderIcon gender={product.gender} />
              {genderWord(product.gender)}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

function NoteGroup({ title, notes }: { title: string; notes: string[] }) {
  return (
    <div className={styles.noteGroup}>
      <h2 className={styles.noteHeading}>{title}</h2>
      {notes.length > 0 ? (
        <ul className={styles.noteList}>
          {notes.map((note) => (
            <li key={note} className={styles.note}>
              {noteLabel(note)}
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.factLabel}>—</span>
      )}
    </div>
  );
}
