import * as m from '#messages';
import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
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
  /**
   * In the page, closed (the browser does not draw a closed `<dialog>`, nor name it to assistive
   * technology), before it is first opened: opening is then `showModal()` and what changed, not
   * the whole dialog built in the tap's task.
   */
  keepMounted?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog with the shop's look and the spec §9 transitions (300 ms content, 150 ms
 * backdrop; none when the visitor asks for reduced motion): the browser's own `<dialog>` shown
 * with `showModal()`, which keeps focus inside, makes the rest of the page inert, closes on Escape
 * and gives focus back when it closes (docs/decisions/2026-11-26-native-dialog.md: Radix's dialog
 * cost a settled tap on a slowed phone a restyle of the whole page before the cart could paint).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  staticBackdrop = false,
  closeLabel = m.ui_close(),
  keepMounted = false,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // In the page while open, and while its closing animation plays.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      dialog.inert = false;
      // Opened again during its exit, when it is shown outside the top layer.
      if (dialog.open && !dialog.matches(':modal')) dialog.close();
      if (!dialog.open) dialog.showModal();
      // The page behind stops scrolling once the dialog has been painted (dialog.css.ts).
      let timer: number | undefined;
      const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => dialog.setAttribute('data-scroll-lock', ''));
      });
      return () => {
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
        dialog.removeAttribute('data-scroll-lock');
      };
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      setMounted(false);
    };
    // The page is the visitor's again the moment the dialog closes, not after its exit: a modal
    // dialog makes everything behind it inert, so a field tapped on the next page while the cart
    // faded out took no focus, and its typing went into the cart (checkout.spec.ts). Closing gives
    // focus back now; the exit then plays outside the top layer, out of reach (inert).
    if (dialog.matches(':modal')) {
      dialog.close();
      dialog.inert = true;
      dialog.show();
    }
    // The closing animation is the dialog's own (data-state="closed"); none under reduced motion.
    const animations = dialog.getAnimations();
    if (animations.length === 0) finish();
    else void Promise.allSettled(animations.map((animation) => animation.finished)).then(finish);
    return () => {
      done = true;
    };
  }, [open, mounted]);

  if (!(mounted || keepMounted) || typeof document === 'undefined') return null;

  const close = () => onOpenChange(false);
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop lands on the dialog element itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  };

  return createPortal(
    <>
      {/* The backdrop's fade while the dialog exits: ::backdrop is drawn only in the top layer. */}
      {mounted && !open ? <div className={styles.exitBackdrop} aria-hidden="true" /> : null}
      <dialog
        ref={ref}
        className={styles.content[size]}
        data-state={open ? 'open' : 'closed'}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        // Escape: the page decides (a pending confirmation stays open), as for every other way out.
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        // Closed by the browser without a cancel the page could refuse (a second Escape in a row).
        // The event comes a task later: one of our own closes (an exit, or a reopening during it)
        // finds the dialog no longer open-state, or open again.
        onClose={(event) => {
          if (event.currentTarget.dataset.state === 'open' && !event.currentTarget.open) close();
        }}
        onClick={staticBackdrop ? undefined : onBackdropClick}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        {children}
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </dialog>
    </>,
    document.body,
  );
}
