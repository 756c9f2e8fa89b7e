// Lighthouse's simulated throttling multiplies the main-thread tasks it observes by the CPU
// slowdown (4× on the mobile preset), so a task stretched by another process taking the CPU
// counts four times over: its docs/variability.md names client resource contention among the
// sources of high variance and says to measure on a machine that runs nothing else. On our two
// cores a single busy process moved a page from 100 to 83. So each run waits, within a bound,
// for the machine to be quiet, and a run that could not wait says who kept the CPU.
import { readdirSync, readFileSync } from 'node:fs';

type CpuTimes = { busy: number; total: number };

function machineCpu(): CpuTimes | undefined {
  try {
    // The first line of /proc/stat: jiffies per state, summed over the cores.
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return undefined; // not Linux: nothing to read, so nothing to wait for
  }
}

function processCpu(): Map<string, number> {
  const byProcess = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; utime and stime follow it as fields 14, 15.
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      byProcess.set(`${pid} ${stat.slice(stat.indexOf('(') + 1, close)}`, Number(rest[11]) + Number(rest[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return byProcess;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Quiet = { quiet: boolean; busyShare: number; waitedMs: number; busiest: string[] };

/**
 * Waits until the machine's CPUs have been at most `maxBusyShare` busy over a `windowMs` window,
 * for at most `maxWaitMs`. When it gives up, `busiest` names the processes that took the CPU in
 * the last window (pid, name, share of one core).
 */
export async function waitForQuietMachine({ maxBusyShare = 0.15, windowMs = 1000, maxWaitMs = 30_000 } = {}): Promise<Quiet> {
  const started = Date.now();
  for (;;) {
    const before = machineCpu();
    if (!before) return { quiet: true, busyShare: 0, waitedMs: 0, busiest: [] };
    const processesBefore = processCpu();
    await sleep(windowMs);
    const after = machineCpu()!;
    const busyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedMs = Date.now() - started;
    if (busyShare <= maxBusyShare) return { quiet: true, busyShare, waitedMs, busiest: [] };
    if (waitedMs >= maxWaitMs) {
      const ticksPerWindow = (windowMs / 1000) * 100; // USER_HZ is 100 on Linux
      const busiest = [...processCpu()]
        .map(([name, ticks]) => [name, ticks - (processesBefore.get(name) ?? ticks)] as const)
        .filter(([, ticks]) => ticks > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ticks]) => `${name} ${Math.round((100 * ticks) / ticksPerWindow)}%`);
      return { quiet: false, busyShare, waitedMs, busiest };
    }
  }
}
