import * as m from '#messages';
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
          <p className={styles.eyebrow}>{m.hero_eyebrow({ month })}</p>
          <h1 id="hero-heading" className={styles.title}>
            {m.hero_title_start()} <span className={styles.titleAccent}>{m.hero_title_accent()}</span>
          </h1>
          <p className={styles.lead}>{m.hero_lead({ month, percent: offerPercent })}</p>
          <div className={styles.actions}>
            <Link to="/explore-scents" className={buttonClass({ size: 'lg' })}>
              {m.hero_choose()}
            </Link>
            <Link to="/pricing-plans" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {m.hero_plans()}
            </Link>
          </div>
        </div>
        <div className={styles.visual} aria-hidden="true">
          <span className={styles.halo} />
          {/* The first screen: both load at once, the front one first (often the largest paint). */}
          {first ? (
            <ProductImage
              className={styles.chosen}
              src={first.image}
              alt=""
              width={400}
              height={500}
              sizes={HERO_IMAGE_SIZES}
              loading="eager"
              fetchPriority="high"
            />
          ) : (
            <span className={`${styles.placeholder} ${styles.chosen}`} />
          )}
          {second ? (
            <ProductImage className={styles.surprise} src={second.image} alt="" width={400} height={500} sizes={HERO_IMAGE_SIZES} loading="eager" />
          ) : (
            <span className={`${styles.placeholder} ${styles.surprise}`} />
          )}
          <p className={`${styles.tag} ${styles.chosenTag}`}>{m.hero_your_pick()}</p>
          <p className={`${styles.tag} ${styles.surpriseTag}`}>{m.hero_surprise()}</p>
          <p className={styles.seal}>
            <span className={styles.sealPercent}>{m.hero_seal_percent({ percent: offerPercent })}</span>
            <span className={styles.sealText}>{m.hero_off_in({ month })}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
