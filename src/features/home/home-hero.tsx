import { Link } from '@tanstack/react-router';
import { HERO_IMAGE_SIZES } from '#domain/image-layout.ts';
import type { Product } from '#domain/schemas/product.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { ProductImage } from '#src/ui/product-image.tsx';
import { offerMonth, offerPercent } from './current-offer.ts';
import * as styles from './home-hero.css.ts';

type HomeHeroProps = {
  /** Two scents to picture the offer with (the featured ones); soft shapes until they arrive. */
  pictured: Product[];
};

/** spec §1: the shopper's chosen scent plus a complimentary surprise scent, 25% off this month. */
export function HomeHero({ pictured }: HomeHeroProps) {
  const month = offerMonth();
  const [first, second] = pictured;
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>The {month} duo</p>
          <h1 id="hero-heading" className={styles.title}>
            Two scents, <span className={styles.titleAccent}>one ritual.</span>
          </h1>
          <p className={styles.lead}>
            Choose the scent you have been curious about and we slip a complimentary surprise scent in beside it. All through {month},
            your duo is {offerPercent}% off.
          </p>
          <div className={styles.actions}>
            <Link to="/explore-scents" className={buttonClass({ size: 'lg' })}>
              Choose your scent
            </Link>
            <Link to="/pricing-plans" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              See the plans
            </Link>
          </div>
        </div>
        <div className={styles.visual} aria-hidden="true">
          <span className={styles.halo} />
          {/* The first screen: both load at once, the front one first (often the largest paint). */}
          {first ? (
            <ProductImage className={styles.chosen} src={first.image} alt="" width={400} height={500} sizes={HERO_IMAGE_SIZES} loading="eager" fetchPriority="high" />
          ) : (
            <span className={`${styles.placeholder} ${styles.chosen}`} />
          )}
          {second ? (
            <ProductImage className={styles.surprise} src={second.image} alt="" width={400} height={500} sizes={HERO_IMAGE_SIZES} loading="eager" />
          ) : (
            <span className={`${styles.placeholder} ${styles.surprise}`} />
          )}
          <p className={`${styles.tag} ${styles.chosenTag}`}>Your pick</p>
          <p className={`${styles.tag} ${styles.surpriseTag}`}>The surprise</p>
          <p className={styles.seal}>
            <span className={styles.sealPercent}>{offerPercent}%</span>
            <span className={styles.sealText}>off in {month}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
