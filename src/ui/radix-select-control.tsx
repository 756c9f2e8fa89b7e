import * as RadixSelect from '@radix-ui/react-select';
import { useHydrated } from './use-hydrated.ts';
import { useId } from 'react';
import * as styles from './select.css.ts';

export type SelectOption = { value: string; label: string };

type SelectProps = {
  /** Visible label; also the trigger's accessible name. */
  label: string;
  /** The chosen value, or undefined for "all" (shown as `allLabel`). */
  value: string | undefined;
  options: readonly SelectOption[];
  /** The first entry, meaning "no choice"; picking it reports undefined. */
  allLabel: string;
  onChange: (value: string | undefined) => void;
  className?: string;
};

// Radix reserves the empty string for "no value", so "all" needs a value of its own.
const ALL = '__all__';

/** A labelled Radix select with an "all" entry: the catalogue's filters and any form that needs one. */
export function Select({ label, value, options, allLabel, onChange, className }: SelectProps) {
  const id = useId();
  // On a page the server rendered, the menu opens once the script has taken over (a tap before
  // would be lost): until then it is shown, disabled.
  const hydrated = useHydrated();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <RadixSelect.Root value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <RadixSelect.Trigger id={id} className={styles.trigger} disabled={!hydrated}>
          <span className={styles.value}>
            <RadixSelect.Value />
          </span>
          <RadixSelect.Icon className={styles.icon}>
            <Chevron />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
            <RadixSelect.Viewport className={styles.viewport}>
              {[{ value: ALL, label: allLabel }, ...options].map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <Check />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
  </svg>
);

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="m3 7.5 2.5 2.5L11 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
