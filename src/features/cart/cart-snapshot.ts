// The device's cart as this page knows it: one live query of Dexie shared by every component that
// shows the cart (the navbar button, the cart dialog, the checkout steps), rather than one each.
//
// A tap's change shows at once: the page's own writes say what they are about to make of a line
// before IndexedDB has it (on a slow phone a write and the reads after it are a chain of tasks:
// most of a settled tap's 0.3 s went there, issue 26), and what they committed when they commit.
// Dexie stays the truth: its live query answers after every change, here or in another tab, and
// what it answers is laid under the changes still on their way.
import { liveQuery } from 'dexie';
import { type CartLineRow, type CartMetaRow, localDb } from '#src/platform/local-db.ts';
import { type LineChange, withLineChanges } from './cart-lines.ts';

export type CartSnapshot = { lines: CartLineRow[]; meta: CartMetaRow[] };

/** Lines in the order they were added, and the saved address and method: one read transaction. */
export const readCart = (): Promise<CartSnapshot> =>
  localDb.transaction('r', localDb.cartLines, localDb.cartMeta, async () => ({
    lines: await localDb.cartLines.orderBy('addedAt').toArray(),
    meta: await localDb.cartMeta.toArray(),
  }));

/** What the device last said (or a write of this page committed). */
let committed: CartSnapshot | undefined;
/** Changes made on this page and not committed yet, oldest first. */
let pending: LineChange[] = [];
/** What the page shows: committed with pending laid over it (a new object only when either changes). */
let shown: CartSnapshot | undefined;
let watching = false;
const listeners = new Set<() => void>();

function show(): void {
  shown = committed && { meta: committed.meta, lines: withLineChanges(committed.lines, pending) };
  listeners.forEach((listener) => listener());
}

/** Starts the live query on the first reader; it lasts as long as the page (the cart is page-wide). */
function watch(): void {
  if (watching) return;
  watching = true;
  liveQuery(readCart).subscribe({
    next: (snapshot) => {
      committed = snapshot;
      show();
    },
    // The device refused (private mode, storage full): the live query ends; the cart shows as empty
    // rather than never, and the writes report their own failure.
    error: () => {
      committed ??= { lines: [], meta: [] };
      show();
    },
  });
}

export function subscribeCart(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart as shown, or undefined until the device first answers. */
export const cartSnapshot = (): CartSnapshot | undefined => shown;

/**
 * Runs a write of the cart's lines. `change` (when the write knows what it will make of a line)
 * shows from now on; `write` resolves to the lines it read back in its own transaction, shown
 * once it commits. A failed write takes its change back and rejects.
 */
export async function writeLines(change: LineChange | undefined, write: () => Promise<CartLineRow[]>): Promise<CartLineRow[]> {
  watch();
  if (change) {
    // Before the device's first answer nothing shows yet; the change is laid over that answer.
    pending = [...pending, change];
    show();
  }
  const retire = () => {
    pending = pending.filter((held) => held !== change);
  };
  try {
    const lines = await write();
    retire();
    committed = { lines, meta: committed?.meta ?? [] };
    show();
    return lines;
  } catch (error) {
    retire();
    show();
    throw error;
  }
}

/** A clear of this page committed (the lines, or the whole cart on logout). */
export function showCleared(what: { meta: boolean }): void {
  committed = { lines: [], meta: what.meta ? [] : (committed?.meta ?? []) };
  show();
}

/**
 * A saved address or payment method of this page committed: shown at once, so the next step's
 * page (navigated to right after the write) reads it instead of the live query's older answer
 * and sending the shopper back a step.
 */
export function showMeta(row: CartMetaRow): void {
  if (!committed) return;
  committed = { lines: committed.lines, meta: [...committed.meta.filter((held) => held.key !== row.key), row] };
  show();
}
