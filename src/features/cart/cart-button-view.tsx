import * as m from '#messages';
import { earlyTapTarget } from '#src/platform/page-lifecycle/early-taps.ts';
import { openCartModal } from './cart-modal-state.ts';
import * as styles from '#src/ui/header-icon-button.css.ts';

/** The navbar's cart icon; its badge is the sum of quantities (spec §2), its name 'Cart, N items' (DESIGN §5). */
export function CartButtonView({ itemsCount }: { itemsCount: number }) {
  // Plain messages only (a build writes them in as text): a message with inputs would cost the
  // first visit a function. English says 'items' for any count (DESIGN §5); French has its plural
  // (0 and 1 are singular in French).
  const label = `${m.cartpage_cart()}, ${itemsCount} ${itemsCount < 2 ? m.cartpage_item_counted() : m.cartpage_items_counted()}`;
  // A tap before the page is interactive is kept and carried out then (platform/page-lifecycle/early-taps.ts).
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={openCartModal} data-early-tap="cart" ref={earlyTapTarget}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M5 8h14l-1 12H6L5 8z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" strokeLinecap="round" />
      </svg>
      <span className={styles.badge} aria-hidden="true">
        {itemsCount}
      </span>
    </button>
  );
}
