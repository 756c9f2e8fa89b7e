import { useSyncExternalStore } from 'react';
import { pageSettled } from '#src/platform/page-lifecycle/after-page-load.ts';
import { lazyPart } from '#src/ui/lazy-part.tsx';
import { CartButtonView } from './cart-button-view.tsx';
import { useMirroredCartCount } from './cart-count-mirror.ts';

// The live count lives in IndexedDB, read through Dexie (a quarter of the first visit's script if
// it were in the entry, and tens of milliseconds to open). Until the page has settled the button
// shows the count mirrored in localStorage (cart-count-mirror.ts), with the same size and place;
// then the live one takes over (any tab's changes show in it).
const LiveCartButton = lazyPart(() => import('./live-cart-button.tsx').then((m) => m.LiveCartButton));

export function CartButton() {
  const count = useMirroredCartCount();
  const live = useSyncExternalStore(pageSettled.subscribe, pageSettled.get, pageSettled.getServer);
  const view = <CartButtonView itemsCount={count} />;
  return live ? <LiveCartButton fallback={view} /> : view;
}
