import * as m from '#messages';
import { type KeyboardEvent, useId, useState } from 'react';
import { addNotes } from './note-list.ts';
import * as styles from './tag-input.css.ts';

type TagInputProps = {
  label: string;
  name: string;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  error?: string | undefined;
};

/**
 * Notes as removable chips plus a field to add more: Enter or comma on a keyboard, the Add
 * button for a finger on a tablet's on-screen keyboard.
 */
export function TagInput({ label, name, values, onChange, max, maxLength, error }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= max;

  const commit = () => {
    if (!draft.trim()) return;
    onChange(addNotes(values, draft, max, maxLength));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {values.length > 0 ? (
        <ul className={styles.chips} aria-label={label}>
          {values.map((note) => (
            <li key={note} className={styles.chip}>
              <span>{note}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={m.admin_remove_note({ note, list: label.toLowerCase() })}
                onClick={() => onChange(values.filter((n) => n !== note))}
              >
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M3 3l6 6M9 3L3 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.entry}>
        <input
          id={id}
          name={name}
          className={styles.input}
          value={draft}
          maxLength={maxLength * 4}
          disabled={full}
          placeholder={full ? m.admin_notes_at_most({ max }) : m.admin_note_example()}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button
          type="button"
          className={styles.add}
          onClick={commit}
          disabled={full || !draft.trim()}
          aria-label={m.admin_add_to({ list: label.toLowerCase() })}
        >
          {m.admin_add()}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {m.admin_notes_hint()}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
