// Downloads the shopper is waiting for (a tap's code) versus the background's (the service
// worker's install, the offline copy): on a poor line they share a few hundred kilobits, so the
// background starts only when no foreground download is on its way (issue 26).
let pending = 0;
let idle: Array<() => void> = [];

/** Marks `work` as something the shopper waits for; returns it. */
export function foregroundWork<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  const done = () => {
    pending -= 1;
    if (pending > 0) return;
    const waiting = idle;
    idle = [];
    waiting.forEach((resolve) => resolve());
  };
  work.then(done, done);
  return work;
}

/** Resolves when no foreground download is on its way. */
export function whenForegroundIdle(): Promise<void> {
  return pending === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
}

let lineFree = false;
const lineFreeListeners = new Set<() => void>();

/** Called once the page is interactive: from the next moment no foreground download is on the line. */
export function markLineFreeAfter(interactive: Promise<void>): void {
  void interactive.then(whenForegroundIdle).then(() => {
    lineFree = true;
    lineFreeListeners.forEach((listener) => listener());
  });
}

/**
 * For `useSyncExternalStore`: whether the page is interactive and nothing the shopper waits for is
 * on its way, so what is below the fold (a gallery) may take the line. False on the server.
 */
export const afterForeground = {
  subscribe(listener: () => void): () => void {
    lineFreeListeners.add(listener);
    return () => lineFreeListeners.delete(listener);
  },
  get: (): boolean => lineFree,
  getServer: (): boolean => false,
};
