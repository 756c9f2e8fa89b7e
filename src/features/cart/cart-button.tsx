import { lazyPart } from '#src/app/lazy-part.tsx';
import { CartButtonView } from './cart-button-view.tsx';

// The count lives in IndexedDB, read through Dexie (a quarter of the first visit's script if it
// were in the entry). The button is there at once and reads 0, as it did until IndexedDB had
// answered; the live count replaces it a moment later, with the same size and place.
const LiveCartButton = lazyPart(() => import('./live-cart-button.tsx').then((m) => m.LiveCartButton));

export function CartButton() {
  return <LiveCartButton fallback={<CartButtonView itemsCount={0} />} />;
}
