import { earlyTapTarget } from '#src/platform/page-lifecycle/early-taps.ts';
import * as styles from './select.css.ts';

export type SelectOption = { value: string; label: string };

/** What the Radix control needs (radix-select-control.tsx). */
export type SelectControlProps = {
  id: string;
  value: string | undefined;
  options: readonly SelectOption[];
  allLabel: string;
  onChange: (value: string | undefined) => void;
  /** The drawn trigger was pressed: open as soon as the control is there. */
  openOnArrival: boolean;
  /** The drawn trigger had the keyboard focus: the control's trigger takes it. */
  focusOnArrival: boolean;
};

// Radix reserves the empty string for "no value", so "all" needs a value of its own.
export const ALL = '__all__';

type SelectTriggerProps = {
  id: string;
  /** The chosen option's label, or the "all" label. */
  text: string;
  /** Names it for a tap made before the page is interactive (early-taps.ts): kept, then opens it. */
  earlyTap: string;
  /** Pointer or focus on it: fetch the control. */
  onReach: () => void;
  /** Whether it has the keyboard focus, for the control that takes its place to keep it. */
  onFocusChange: (focused: boolean) => void;
  /** Pressed (click, tap, Enter, Space, arrows): fetch the control and open it. */
  onOpen: () => void;
};

/**
 * The select's trigger as Radix draws it (same look, role and name), drawn before the Radix code
 * has arrived: on a server-rendered page it is what the shopper first sees, and what hydration
 * takes over without the Radix machinery (its hidden list of options in a portal for each
 * select) in the same task.
 */
export function SelectTrigger({ id, text, earlyTap, onReach, onFocusChange, onOpen }: SelectTriggerProps) {
  return (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      className={styles.trigger}
      data-early-tap={earlyTap}
      ref={earlyTapTarget}
      onPointerEnter={onReach}
      onFocus={() => {
        onReach();
        onFocusChange(true);
      }}
      onBlur={() => onFocusChange(false)}
      onPointerDown={(event) => {
        // Radix opens on pointer down too; a mouse's other buttons do nothing.
        if (event.button === 0) onOpen();
      }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <span className={styles.value}>{text}</span>
      <span className={styles.icon} aria-hidden="true">
        <Chevron />
      </span>
    </button>
  );
}

export const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
  </svg>
);
