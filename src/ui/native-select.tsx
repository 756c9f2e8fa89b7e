import { type SelectHTMLAttributes, useId } from 'react';
import * as fieldStyles from './text-field.css.ts';
import * as styles from './native-select.css.ts';

export type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("Choose a country"); submitting it shows the field's message. */
  placeholder: string;
  error?: string | undefined;
};

/**
 * A labelled native select for forms: the phone's own picker on touch devices, and a value
 * that autofill can set. (The catalogue's filters use the Radix select instead.)
 */
export function NativeSelect({ label, options, placeholder, error, className, ...select }: NativeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
