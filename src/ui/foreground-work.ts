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
