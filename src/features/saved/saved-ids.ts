import { useSyncExternalStore } from 'react';
import { storageChannel } from '#src/platform/storage-channel.ts';

// Which scents are saved, mirrored in localStorage (ids only): every heart on a page reads it
// without opening IndexedDB and Dexie, which stay out of the first page's script (as the cart's
// count does, cart-count-mirror.ts). The saved scents themselves live in Dexie
// (saved-store.ts), which writes this mirror after each change; other tabs hear
// of it through the `storage` event.

const KEY = 'sillage:saved';
const channel = storageChannel(KEY);
const EMPTY: ReadonlySet<string> = new Set();
let cached: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: EMPTY };

function readIds(): ReadonlySet<string> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  // The same snapshot while nothing changed: useSyncExternalStore compares by reference.
  if (raw === cached.raw) return cached.ids;
  let ids: ReadonlySet<string> = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = new Set(parsed.filter((id): id is string => typeof id === 'string'));
  } catch {
    // A damaged mirror reads as nothing saved; the store writes it anew on its next change.
  }
  cached = { raw, ids };
  return ids;
}

export function writeSavedIds(ids: readonly string[]): void {
  try {
    if (ids.length > 0) localStorage.setItem(KEY, JSON.stringify(ids));
    else localStorage.removeItem(KEY);
  } catch {
    return; // storage refused: hearts show what Dexie says once it is read
  }
  channel.notify();
}

/** The saved scents' ids; none on the server and while hydrating (the server renders hearts unpressed). */
export function useSavedIds(): ReadonlySet<string> {
  return useSyncExternalStore(channel.subscribe, readIds, () => EMPTY);
}
