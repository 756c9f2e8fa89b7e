import { useId } from 'react';
import * as styles from './radio-group.css.ts';

export type RadioGroupProps = {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string; hint?: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** A fieldset of radios whose legend names the group (e.g. "Payment Method"). */
export function RadioGroup({ legend, name, value, options, onChange, error }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.hint ? `${id}-hint-${index}` : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {/* Hidden from the name (the radio is just "PayPal"), read as its description instead. */}
              {option.hint ? (
                <span id={`${id}-hint-${index}`} className={styles.hint} aria-hidden="true">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
