import { useSyncExternalStore } from 'react';
import { storageChannel } from '#src/platform/storage-channel.ts';
import { CART_COUNT_KEY } from './early-cart-keys.ts';

// The cart's item count, mirrored in localStorage: the navbar shows it the moment the page has
// hydrated, without opening IndexedDB and Dexie (tens of milliseconds of a phone's main thread
// while the first page loads). The cart itself stays in Dexie; whoever writes it, or reads it
// live, writes the count here too. Other tabs hear of it through the `storage` event.

const KEY = CART_COUNT_KEY;
const channel = storageChannel(KEY);

export function readCartCount(): number {
  try {
    const count = Number(localStorage.getItem(KEY) ?? 0);
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function writeCartCount(count: number): void {
  try {
    if (count === readCartCount()) return;
    if (count > 0) localStorage.setItem(KEY, String(count));
    else localStorage.removeItem(KEY);
  } catch {
    return; // storage refused: the live count shows once Dexie is there
  }
  channel.notify();
}

/** The mirrored count; 0 on the server and while hydrating (the server renders an empty cart). */
export function useMirroredCartCount(): number {
  return useSyncExternalStore(channel.subscribe, readCartCount, () => 0);
}
