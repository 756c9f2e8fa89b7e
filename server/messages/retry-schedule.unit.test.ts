import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

/** The times (from queueing) at which a message that always fails is tried. */
function tries(): number[] {
  const at = [0];
  for (let attempts = 1; ; attempts++) {
    const delay = retryDelayMs(attempts, at.at(-1)!);
    if (delay === undefined) return at;
    at.push(at.at(-1)! + delay);
  }
}

describe('the retry schedule of a message that fails (issue 22)', () => {
  const times = tries();
  it('tries again within 10 seconds of the first failure', () => {
    expect(times[1]).toBeLessThanOrEqual(10_000);
  });
  it('never leaves more than 5 minutes between tries during the first hour', () => {
    const gaps = times.slice(1).map((t, i) => ({ from: times[i]!, gap: t - times[i]! }));
    expect(gaps.filter(({ from }) => from < 60 * 60_000).every(({ gap }) => gap <= 5 * 60_000)).toBe(true);
  });
  it('gives up after 24 hours, having tried a bounded number of times', () => {
    expect(times.at(-1)!).toBeLessThan(GIVE_UP_AFTER_MS);
    expect(times.at(-1)! + 15 * 60_000).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(times.length).toBeLessThan(150);
  });
});
