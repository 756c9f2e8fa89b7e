import { useHydrated } from './use-hydrated.ts';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './text-field.css.ts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  /** The field's validation message, shown under it and tied to it for screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input with its error message under it (every form field has a visible label). */
export function TextField({ label, error, hint, className, readOnly, ...input }: TextFieldProps) {
  const id = useId();
  // On a page the server rendered, typing waits for the script: what was typed before would not
  // be in the form's state (hydration keeps the state the server rendered with).
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        readOnly={readOnly || !hydrated}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
