import * as m from '#messages';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import * as styles from './product-form-fields.css.ts';

type FieldShell = { label: string; error?: string | undefined; hint?: ReactNode };

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A native select for a closed vocabulary: on a tablet it opens the system picker, the easiest
 * control to hit with a finger.
 */
export function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  error,
  hint,
  optionLabel = (o) => o,
}: FieldShell & { name: string; value: T; options: readonly T[]; onChange: (value: T) => void; optionLabel?: (option: T) => string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.selectWrap}>
        <select
          id={id}
          name={name}
          className={styles.select}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as T)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </span>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, ...textarea }: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  hint,
  disabled,
  asSwitch = false,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  /** An on/off state that takes effect on save ("Published"), announced as a switch. */
  asSwitch?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          name={name}
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <span>{label}</span>
      </label>
      <Messages id={id} hint={hint} />
    </div>
  );
}

const LONGEVITY_WORDS = [() => '', m.admin_longevity_1, m.admin_longevity_2, m.admin_longevity_3, m.admin_longevity_4, m.admin_longevity_5];

/** Longevity 1–5 (spec §5) as five large segments: one tap, no typing, no out-of-range values. */
export function LongevityField({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(id, true, error)}>
      <legend className={styles.label}>{m.admin_longevity()}</legend>
      <div className={styles.segments}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.segment}>
            <input type="radio" name="longevity" value={n} checked={value === n} onChange={() => onChange(n)} className={styles.segmentInput} />
            <span className={styles.segmentText}>{n}</span>
          </label>
        ))}
      </div>
      <Messages id={id} hint={m.admin_longevity_hint({ value, word: LONGEVITY_WORDS[value]?.() ?? '' })} error={error} />
    </fieldset>
  );
}
