import { useEffect } from 'react';
import { CartButtonView } from './cart-button-view.tsx';
import { writeCartCount } from './cart-count-mirror.ts';
import { writeMirroredLines } from './early-cart-storage.ts';
import { useCart } from './use-cart.ts';

/** The cart button with the live count from the device's database (any tab's changes show here). */
export function LiveCartButton() {
  const { lines, itemsCount, isReady } = useCart();
  // Whatever changed the cart (another tab, the re-check of prices, a logout), the next page's
  // first count is this one.
  useEffect(() => {
    if (!isReady) return;
    writeCartCount(itemsCount);
    writeMirroredLines(lines);
  }, [isReady, itemsCount, lines]);
  return <CartButtonView itemsCount={itemsCount} />;
}
