import * as m from '#messages';
import { useNavigate } from '@tanstack/react-router';
import { formatMoney, formatTotal } from '#domain/money.ts';
import { FREE_SHIPPING_ABOVE_CENTS } from '#domain/pricing.ts';
import { messages } from '#domain/messages.ts';
import { CHECKOUT_PATH, SIGN_IN_TO_CHECKOUT_PATH } from '#domain/page-paths.ts';
import { useSession } from '#src/platform/session/session.ts';
import { Button } from '#src/ui/button.tsx';
import { WithoutJavaScript } from '#src/ui/without-javascript.tsx';
import { CartLine } from './cart-line.tsx';
import type { Cart } from './use-cart.ts';
import * as styles from './cart-contents.css.ts';

type CartContentsProps = {
  cart: Cart;
  /** Called before leaving for another page (the modal closes itself). */
  onNavigate?: () => void;
};

/** Lines, totals and the two ways on (spec §2 cart modal); shared by the modal and /cart. */
export function CartContents({ cart, onNavigate }: CartContentsProps) {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const isEmpty = cart.lines.length === 0;

  const go = (href: string) => {
    onNavigate?.();
    void navigate({ href });
  };

  // Until the device has answered (the server's page, hydration), nothing that the lines would
  // push down: the lines and the ways on appear together (issue 27, CLS 0). Without JavaScript
  // the device never answers, and the page says the cart is empty.
  if (!cart.isReady) {
    return <WithoutJavaScript message={messages.cartEmpty} className={styles.empty} />;
  }

  return (
    <>
      {isEmpty ? (
        <p className={styles.empty}>{messages.cartEmpty}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={messages.cartItems}>
            {cart.lines.map((line) => (
              <CartLine key={line.productId} line={line} onNavigate={onNavigate} />
            ))}
          </ul>
          <dl className={styles.summary}>
            <dt className={styles.summaryLabel}>{m.cartpage_items()}</dt>
            <dd className={styles.summaryValue}>{formatMoney(cart.prices.itemsPrice)}</dd>
            <dt className={styles.summaryLabel}>{m.cartpage_shipping()}</dt>
            <dd className={styles.summaryValue}>{formatMoney(cart.prices.shippingPrice)}</dd>
            <dt className={styles.summaryLabel}>{m.cartpage_tax()}</dt>
            <dd className={styles.summaryValue}>{formatMoney(cart.prices.taxPrice)}</dd>
            <dt className={styles.totalLabel}>{m.cartpage_total()}</dt>
            <dd className={styles.totalValue} data-testid="cart-total">
              {formatTotal(cart.prices.totalPrice)}
            </dd>
          </dl>
          {/* spec §9's free shipping, said before the checkout (issue 53): the rule, or that it applies. */}
          <p className={styles.shippingNote}>
            {cart.prices.itemsPrice > FREE_SHIPPING_ABOVE_CENTS
              ? m.cartpage_free_shipping_reached({ amount: formatMoney(FREE_SHIPPING_ABOVE_CENTS) })
              : m.cartpage_free_shipping_above({ amount: formatMoney(FREE_SHIPPING_ABOVE_CENTS) })}
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => go('/explore-scents')}>
          {messages.continueShopping}
        </Button>
        {/* spec §2: signed-in shoppers go straight to checkout, others sign in first and come back. */}
        <Button disabled={isEmpty} onClick={() => go(signedIn ? CHECKOUT_PATH : SIGN_IN_TO_CHECKOUT_PATH)}>
          {messages.checkout}
        </Button>
      </div>
    </>
  );
}
