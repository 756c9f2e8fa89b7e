import { useSyncExternalStore } from 'react';

// Module-level so that any route (the product page after Add to Cart) can open the one cart
// modal the layout renders, without passing callbacks through the tree.
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const openCartModal = () => setOpen(true);
export const closeCartModal = () => setOpen(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartModal(): { open: boolean; setOpen: (open: boolean) => void } {
  return {
    open: useSyncExternalStore(
      subscribe,
      () => open,
      () => false,
    ),
    setOpen,
  };
}
