import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import { CartContents } from './cart-contents.tsx';
import { useCart } from './use-cart.ts';
import * as styles from './cart-page.css.ts';

/** /cart: the modal's contents as a page, for links and for people who prefer a page. */
export function CartPage() {
  const cart = useCart();
  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        {/* The count once the device has said it: not a "(0)" that becomes "(2)". */}
        {cart.isReady ? messages.cartTitle(cart.itemsCount) : m.cartpage_your_cart()}
      </h1>
      <CartContents cart={cart} />
    </section>
  );
}
