import * as RadixSelect from '@radix-ui/react-select';
import { useLayoutEffect, useRef } from 'react';
import { ALL, Chevron, type SelectControlProps } from './select-trigger.tsx';
import * as styles from './select.css.ts';

/**
 * The Radix select behind `Select` (select.tsx), loaded once the shopper reaches for one or the
 * page has settled. It takes the place of the trigger drawn before it, opening at once when that
 * trigger was pressed and keeping the keyboard focus it had.
 */
export function RadixSelectControl({ id, value, options, allLabel, onChange, openOnArrival, focusOnArrival }: SelectControlProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusOnArrival) trigger.current?.focus();
    // Only when it takes the drawn trigger's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixSelect.Root value={value ?? ALL} defaultOpen={openOnArrival} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
      <RadixSelect.Trigger ref={trigger} id={id} className={styles.trigger}>
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
  );
}

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="m3 7.5 2.5 2.5L11 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);
