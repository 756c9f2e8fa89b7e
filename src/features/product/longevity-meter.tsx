import * as m from '#messages';
import { LONGEVITY_MAX, LONGEVITY_MIN } from '#domain/enums.ts';
import * as styles from './product-details.css.ts';

const words = m.longevity_words().split(',');

/** Longevity 1–5 as a meter: screen readers hear "Longevity, 4 out of 5, Long-lasting". */
export function LongevityMeter({ value }: { value: number }) {
  const level = Math.min(LONGEVITY_MAX, Math.max(LONGEVITY_MIN, Math.round(value)));
  const word = words[level - 1] ?? '';
  return (
    <div className={styles.longevity}>
      <div className={styles.longevityHead}>
        <span id="longevity-label" className={styles.factLabel}>
          {m.longevity()}
        </span>
        <span className={styles.longevityWord}>{word}</span>
      </div>
      <div
        role="meter"
        aria-labelledby="longevity-label"
        aria-valuemin={LONGEVITY_MIN}
        aria-valuemax={LONGEVITY_MAX}
        aria-valuenow={level}
        aria-valuetext={m.longevity_value({ level, max: LONGEVITY_MAX, word })}
        className={styles.meter}
      >
        {Array.from({ length: LONGEVITY_MAX }, (_, i) => (
          <span key={i} className={i < level ? styles.meterOn : styles.meterOff} />
        ))}
      </div>
    </div>
  );
}
