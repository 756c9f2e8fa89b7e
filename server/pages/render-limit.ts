/**
 * Page renders one client address may cause per minute, counted in this instance's memory. A
 * render is what a cache miss costs (tens of milliseconds of this process's CPU), so it is this
 * instance's CPU being shared out, and counting it in the database would add a write to every
 * miss: the rate limits that guard the database (rate-limit/) live there instead. Only misses
 * count: a page answered from the cache costs nothing. Fixed one-minute windows; the counts are
 * dropped with each window, so they hold at most the addresses that rendered in one minute.
 */
export function createRenderLimit(perMinute: number, now: () => number = Date.now) {
  const WINDOW_MS = 60_000;
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** Counts one render for `address`. Over the limit: the seconds until the window ends (Retry-After). */
    take(address: string): number | undefined {
      const at = now();
      if (at - windowStart >= WINDOW_MS) {
        windowStart = at;
        counts = new Map();
      }
      const count = (counts.get(address) ?? 0) + 1;
      counts.set(address, count);
      if (count <= perMinute) return undefined;
      return Math.max(1, Math.ceil((windowStart + WINDOW_MS - at) / 1000));
    },
  };
}

export type RenderLimit = ReturnType<typeof createRenderLimit>;
