import * as m from '#messages';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useRef, useState } from 'react';
import type { Product } from '#domain/schemas/product.ts';
import { inertWhen } from '#src/ui/html-attributes.ts';
import { chunk, useSlidesPerView } from './slides-per-view.ts';
import * as styles from './featured-carousel.css.ts';

type FeaturedCarouselProps = {
  /** Undefined while loading or when they could not be loaded. */
  products: Product[] | undefined;
  /** True when loading failed (offline with nothing cached, or the server refused). */
  unavailable?: boolean;
  /** The card for one product: the route hands in the catalogue's card. */
  renderProduct: (product: Product) => ReactNode;
  /** A card-shaped placeholder while loading, so the cards take its place without moving anything. */
  renderPlaceholder?: () => ReactNode;
};

/** How wide a featured card's picture is drawn: 1, 2 or 3 to a slide (slides-per-view.ts). */
export const FEATURED_CARD_IMAGE_SIZES = '(min-width: 1193px) 380px, (min-width: 771px) 46vw, 92vw';

const SWIPE_MIN_PX = 40;
const MAX_PER_SLIDE = 3;

/**
 * Featured scents, 1, 2 or 3 to a slide by window width (spec §4). It never moves by itself;
 * the shopper moves it with the buttons, the arrow keys while focus is inside, or a swipe.
 */
export function FeaturedCarousel({ products, unavailable = false, renderProduct, renderPlaceholder }: FeaturedCarouselProps) {
  const measured = useSlidesPerView();
  const perSlide = measured ?? MAX_PER_SLIDE;
  const slides = chunk(products ?? [], perSlide);
  const loading = !products && !unavailable && renderPlaceholder !== undefined;
  // Remember the first product shown, not the slide number: when the window is resized the
  // same scent stays in view.
  const [firstShown, setFirstShown] = useState(0);
  const current = Math.min(Math.floor(firstShown / perSlide), Math.max(0, slides.length - 1));
  const touchStart = useRef<number | null>(null);

  const goTo = (slide: number) => {
    const count = slides.length;
    if (count === 0) return;
    setFirstShown((((slide % count) + count) % count) * perSlide);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(current + 1);
    else if (event.key === 'ArrowLeft') goTo(current - 1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    goTo(end < start ? current + 1 : current - 1);
  };

  return (
    <section className={styles.section} aria-roledescription={m.carousel_role()} aria-labelledby="featured-heading" onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{m.featured_eyebrow()}</p>
          <h2 id="featured-heading" className={styles.title}>
            {m.featured_heading()}
          </h2>
        </div>
        {slides.length > 1 && (
          <div className={styles.controls}>
            <button type="button" className={styles.arrow} aria-label={m.carousel_previous()} onClick={() => goTo(current - 1)}>
              <Arrow direction="left" />
            </button>
            <button type="button" className={styles.arrow} aria-label={m.carousel_next()} onClick={() => goTo(current + 1)}>
              <Arrow direction="right" />
            </button>
          </div>
        )}
      </div>
      {!products && (
        <p className={loading ? 'visually-hidden' : styles.empty} role="status">
          {unavailable ? m.featured_unavailable() : m.featured_loading()}
        </p>
      )}
      {loading ? (
        <div className={styles.viewport} aria-hidden="true">
          <div className={slideClass(measured)} style={slideColumns(measured)}>
            {Array.from({ length: perSlide }, (_, i) => (
              <div key={i}>{renderPlaceholder()}</div>
            ))}
          </div>
        </div>
      ) : (
        <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }} aria-live="polite">
            {slides.map((group, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription={m.carousel_slide_role()}
                aria-label={m.carousel_position({ position: i + 1, count: slides.length })}
                aria-hidden={i !== current}
                {...inertWhen(i !== current)}
                className={slideClass(measured)}
                style={slideColumns(measured)}
              >
                {group.map((product) => (
                  <div key={product.id}>{renderProduct(product)}</div>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
      {/* Always there, so the row's height is reserved before the slides arrive. */}
      <div className={styles.dots}>
        {slides.length > 1 &&
          slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={m.carousel_show({ position: i + 1 })}
              aria-current={i === current}
              onClick={() => goTo(i)}
            />
          ))}
      </div>
    </section>
  );
}

// Unmeasured, the first slide holds the first three and media queries show one, two or three
// (featured-carousel.css.ts): the same cards in the same places the measured slide will have.
const slideClass = (measured: number | null) => (measured === null ? `${styles.slide} ${styles.slideByMedia}` : styles.slide);
const slideColumns = (measured: number | null) => (measured === null ? undefined : { gridTemplateColumns: `repeat(${measured}, minmax(0, 1fr))` });

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
