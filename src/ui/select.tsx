import { useId, useState, useSyncExternalStore } from 'react';
import { pageSettled } from '#src/platform/page-lifecycle/after-page-load.ts';
import { lazyPart } from './lazy-part.tsx';
import { SelectTrigger, type SelectOption } from './select-trigger.tsx';
import * as styles from './select.css.ts';

export type { SelectOption } from './select-trigger.tsx';

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

// Radix Select is about 50 KB of script, and hydrating three of them was one of the longest
// tasks of the catalogue's first visit: its code comes when the shopper reaches for a select
// (pointer, focus) or once the page has settled (after-page-load.ts), never with the page.
const RadixSelectControl = lazyPart(() => import('./radix-select-control.tsx').then((m) => m.RadixSelectControl));

/** A labelled Radix select with an "all" entry: the catalogue's filters and any form that needs one. */
export function Select({ label, value, options, allLabel, onChange, className }: SelectProps) {
  const id = useId();
  const settled = useSyncExternalStore(pageSettled.subscribe, pageSettled.get, pageSettled.getServer);
  // Pressed before the Radix code was there; and whether the keyboard focus was on it then.
  const [opened, setOpened] = useState<{ focused: boolean } | null>(null);
  // The drawn trigger's keyboard focus, which the control taking its place (the page settled) keeps.
  const [focused, setFocused] = useState(false);
  // A focus given before the page was interactive never reached React (early-taps.ts keeps a
  // part's events from it until then): where the focus is, read as the control comes to be wanted.
  const focusedNow = typeof document !== 'undefined' && document.activeElement?.id === id;
  const text = options.find((option) => option.value === value)?.label ?? allLabel;
  const trigger = (
    <SelectTrigger
      id={id}
      text={text}
      earlyTap={`select-${label}`}
      onReach={() => RadixSelectControl.preload()}
      onFocusChange={setFocused}
      onOpen={() => setOpened((was) => was ?? { focused: document.activeElement?.id === id })}
    />
  );
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* The drawn trigger until the control is wanted and here: one element all along, so a
          focus on it is not lost when the page settles. */}
      <RadixSelectControl
        wanted={settled || opened !== null}
        id={id}
        value={value}
        options={options}
        allLabel={allLabel}
        onChange={onChange}
        openOnArrival={opened !== null}
        focusOnArrival={opened?.focused ?? (focused || focusedNow)}
        fallback={trigger}
      />
    </div>
  );
}
