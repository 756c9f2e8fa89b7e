// When a Lighthouse run of the budget is measured again because of the host it ran on, not the
// page (docs/decisions/2026-11-30-budget-host-phases.md).

/**
 * The host itself may slow down for a while (a virtual machine's CPU shared or throttled: no
 * process here is busy, so quiet-machine.ts sees nothing), and Lighthouse then multiplies tasks
 * that took longer by 4 all the same: a product page read 93 on a run at benchmarkIndex 1170 between
 * runs of 98-100 at 2100-2200. Lighthouse's docs/throttling.md says benchmarkIndex is how a host's
 * speed is seen. A run on a host at under SLOWED_HOST of the runs' usual index is measured again
 * (at most SLOWED_HOST_RETRIES times; the last one counts whatever it reads), so that a uniformly
 * slow host still reads as slow.
 */
const SLOWED_HOST = 0.7;
export const SLOWED_HOST_RETRIES = 2;
const slowedHost = (index: number, usual: number) => Number.isFinite(index) && Number.isFinite(usual) && index < usual * SLOWED_HOST;

/**
 * The other way a host slows a run down: it takes the vCPUs away while the page loads (steal, in
 * /proc/stat), for a run's few seconds. benchmarkIndex, measured on one thread before the page
 * loads, can miss it, and a run with a fifth of its two cores gone measures the neighbours, not
 * the page. Such a run is measured again within the same bound as a slowed one.
 */
const STOLEN_HOST_SHARE = 0.05;

/**
 * Why a run is measured again (for its note line), or undefined when it counts: a run on a slowed
 * host, or with the host's steal over STOLEN_HOST_SHARE, is measured again at most
 * SLOWED_HOST_RETRIES times, and the last attempt counts whatever it read.
 */
export function measuredAgainBecause(attempt: number, benchmarkIndex: number, usualIndex: number, stealShare: number): string | undefined {
  if (attempt >= SLOWED_HOST_RETRIES) return undefined;
  if (slowedHost(benchmarkIndex, usualIndex)) return `the host ran at benchmarkIndex ${Math.round(benchmarkIndex)} against ${Math.round(usualIndex)} in the runs so far`;
  if (stealShare > STOLEN_HOST_SHARE) return `the host took ${percent(stealShare)} of the cores' time for other machines during the run (steal)`;
  return undefined;
}

/** A share as a percentage, to a tenth under 10%. */
export const percent = (share: number) => `${(100 * share).toFixed(share < 0.1 ? 1 : 0)}%`;
