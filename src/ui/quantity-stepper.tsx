import * as m from '#messages';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_EACH_ATTRIBUTE } from '#src/platform/page-lifecycle/early-tap-attributes.ts';
import { earlyTapTarget } from '#src/platform/page-lifecycle/early-taps.ts';
import * as styles from './quantity-stepper.css.ts';

export type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** Names the group, e.g. 'Quantity of Oud Noir'; the value is read with it. */
  label?: string;
  disabled?: boolean;
  /** Names the steps for taps made before the page is interactive (platform/page-lifecycle/early-taps.ts): each counts. */
  earlyTap?: string;
};

/**
 * − value + (spec §5: at least 1, at most countInStock; buttons disabled at the bounds).
 * The value is a polite live region, so a screen reader hears the new quantity after each step.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label = m.ui_quantity(), disabled = false, earlyTap }: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div role="group" aria-label={label} className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={m.ui_decrease_quantity()}
        {...earlyTapProps(earlyTap, 'decrease')}
        disabled={disabled || atMin}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-atomic="true">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={m.ui_increase_quantity()}
        {...earlyTapProps(earlyTap, 'increase')}
        disabled={disabled || atMax}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

const earlyTapProps = (name: string | undefined, step: string) =>
  name ? { [EARLY_TAP_ATTRIBUTE]: `${name}-${step}`, [EARLY_TAP_EACH_ATTRIBUTE]: '', ref: earlyTapTarget } : {};
