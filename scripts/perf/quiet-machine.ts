// Lighthouse's simulated throttling multiplies the main-thread tasks it observes by the CPU
// slowdown (4× on the mobile preset), so a task stretched by another process taking the CPU
// counts four times over: its docs/variability.md names client resource contention among the
// sources of high variance and says to measure on a machine that runs nothing else. On our two
// cores a single busy process moved a page from 100 to 83. So each run waits, within a bound,
// for the machine to be quiet, and a run that could not wait says who kept the CPU.
import { readdirSync, readFileSync } from 'node:fs';

/** Jiffies summed over the cores: busy (neither idle nor waiting on the disk), stolen, and in all. */
type CpuTimes = { busy: number; steal: number; total: number };

function machineCpu(): CpuTimes | undefined {
  try {
    // The first line of /proc/stat: user nice system idle iowait irq softirq steal guest guest_nice.
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // guest and guest_nice are already counted in user and nice.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, steal: fields[7] ?? 0, total };
  } catch {
    return undefined; // not Linux: nothing to read, so nothing to wait for
  }
}

type ProcessTicks = { ticks: number; parent: number };

function processCpu(): Map<string, ProcessTicks> {
  const byProcess = new Map<string, ProcessTicks>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; then state, ppid (fields 3, 4), and utime
      // and stime as fields 14, 15.
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      byProcess.set(`${pid} ${stat.slice(stat.indexOf('(') + 1, close)}`, { ticks: Number(rest[11]) + Number(rest[12]), parent: Number(rest[1]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return byProcess;
}

const TICKS_PER_SECOND = 100; // USER_HZ is 100 on Linux

/** Processes that took the CPU between two readings, busiest first: "pid name share-of-one-core%". */
function busiestBetween(before: Map<string, ProcessTicks>, after: Map<string, ProcessTicks>, seconds: number, skip: (name: string, parent: number) => boolean = () => false, atLeastShare = 0): string[] {
  return [...after]
    .filter(([name, { parent }]) => !skip(name, parent))
    .map(([name, { ticks }]) => [name, (ticks - (before.get(name)?.ticks ?? ticks)) / (seconds * TICKS_PER_SECOND)] as const)
    .filter(([, share]) => share > atLeastShare)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, share]) => `${name} ${Math.round(100 * share)}%`);
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
    if (waitedMs >= maxWaitMs) return { quiet: false, busyShare, waitedMs, busiest: busiestBetween(processesBefore, processCpu(), windowMs / 1000) };
  }
}

/** What the machine's CPUs did while a measurement ran (the page's own processes set aside). */
export type CpuDuring = {
  /** Share of the cores' time the host gave to other machines: the vCPUs wanted to run and could not. */
  stealShare: number;
  /** Other processes of this machine that took over `OTHERS_SHARE` of a core meanwhile. */
  others: string[];
};

/** A process that took this much of a core beside the measurement is named. */
const OTHERS_SHARE = 0.05;

/**
 * Starts an account of the CPU; the function it returns ends it. `ours` tells the measurement's
 * own processes (the browser, the app it measures, this process) from the rest. Steal is what a
 * virtual machine's guest sees of its host's contention: time when a vCPU had work and the host
 * ran another machine instead, which quiet-machine's idle check cannot see (an idle guest has
 * nothing to be stolen).
 */
export function accountCpu(ours: (name: string, parent: number) => boolean): () => CpuDuring {
  const machineBefore = machineCpu();
  const processesBefore = processCpu();
  const started = Date.now();
  return () => {
    const machineAfter = machineCpu();
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    const stealShare = machineBefore && machineAfter ? (machineAfter.steal - machineBefore.steal) / Math.max(1, machineAfter.total - machineBefore.total) : 0;
    return { stealShare, others: busiestBetween(processesBefore, processCpu(), seconds, ours, OTHERS_SHARE) };
  };
}
