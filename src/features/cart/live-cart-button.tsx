import { CartButtonView } from './cart-button-view.tsx';
import { useCart } from './use-cart.ts';

/** The cart button with the live count from the device's database (any tab's changes show here). */
export function LiveCartButton() {
  const { itemsCount } = useCart();
  return <CartButtonView itemsCount={itemsCount} />;
}
