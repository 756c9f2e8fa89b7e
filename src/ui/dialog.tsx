import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './dialog.css.ts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visible text under the title; also what screen readers read after the title. */
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** Clicks on the backdrop do not close (spec §2 cart modal); Escape and the close button still do. */
  staticBackdrop?: boolean;
  closeLabel?: string;
  children: ReactNode;
};

/**
 * A modal dialog with the shop's look and the spec §9 transitions (300 ms content,
 * 150 ms backdrop; none when the visitor asks for reduced motion).
 */
export function Dialog({ open, onOpenChange, title, description, size = 'md', staticBackdrop = false, closeLabel = 'Close', children }: DialogProps) {
  const keepOpen = staticBackdrop ? (event: Event) => event.preventDefault() : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content[size]}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          </div>
          {children}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
